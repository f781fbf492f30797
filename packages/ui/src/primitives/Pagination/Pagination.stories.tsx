import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { Pagination, type PaginationProps } from './Pagination';

function Stateful(args: PaginationProps) {
  const [page, setPage] = useState(args.page);
  return (
    <Pagination
      {...args}
      page={page}
      onPageChange={(next) => {
        setPage(next);
        args.onPageChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Primitives/Pagination',
  component: Pagination,
  render: Stateful,
  args: { page: 1, pageCount: 12, onPageChange: fn() },
  parameters: {
    docs: {
      description: {
        component:
          'Paging for history lists: "Page x of y" between previous and next. At the first or last page the button is ' +
          'aria-disabled (not disabled) so keyboard focus stays on it; Left/Right arrows page while focus is inside. ' +
          'The page text is a polite live region, so screen readers hear the new page.',
      },
    },
  },
} satisfies Meta<typeof Pagination>;
export default meta;
type Story = StoryObj<typeof meta>;

export const FirstPage: Story = {
  play: async ({ canvas, args }) => {
    const [prev, next] = canvas.getAllByRole('button');
    await expect(prev).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(prev!);
    await expect(args.onPageChange).not.toHaveBeenCalled();
    await userEvent.click(next!);
    await expect(args.onPageChange).toHaveBeenLastCalledWith(2);
    await expect(prev).not.toHaveAttribute('aria-disabled');
  },
};

export const MiddlePage: Story = {
  args: { page: 6 },
  play: async ({ canvas, args }) => {
    const [prev] = canvas.getAllByRole('button');
    prev!.focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(args.onPageChange).toHaveBeenLastCalledWith(7);
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
    await expect(args.onPageChange).toHaveBeenLastCalledWith(5);
    await userEvent.keyboard('{Enter}');
    await expect(args.onPageChange).toHaveBeenLastCalledWith(4);
  },
};

export const LastPage: Story = {
  args: { page: 12 },
  play: async ({ canvas, args }) => {
    const [, next] = canvas.getAllByRole('button');
    next!.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onPageChange).not.toHaveBeenCalled();
    // Focus stays where it was.
    await expect(next).toHaveFocus();
  },
};

export const SinglePage: Story = { args: { page: 1, pageCount: 1 } };

export const Loading: Story = { args: { page: 3, disabled: true } };
