import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { StoryLinks, tr } from '../../stories/fixtures';
import { ErrorPage } from './ErrorPage';

/** A fixed error (message and stack), so screenshots never show a real stack trace. */
function sampleError(): Error {
  const error = new TypeError("Cannot read properties of undefined (reading 'amount')");
  error.stack = [
    "TypeError: Cannot read properties of undefined (reading 'amount')",
    '    at DepositPreview (deposit/DepositScreen.tsx:88:31)',
    '    at renderWithHooks (react-dom.production.js:1:1)',
  ].join('\n');
  return error;
}

const meta = {
  title: 'Pages/ErrorPage',
  component: ErrorPage,
  args: { variant: 'error', error: sampleError(), onRetry: fn() },
  render: (args) => (
    <StoryLinks>
      <ErrorPage {...args} />
    </StoryLinks>
  ),
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          "The router's pages for a missing route ('Not Found', with a way home) and for a render or loader error " +
          "('Something went wrong!'). The error's message and stack hide behind **Show Error / Hide Error** (a " +
          'disclosure button with aria-expanded) so support can ask for them; Retry (`onRetry`) and Home sit above. ' +
          '`fullPage` adds the logo and fills the screen when no layout surrounds it.',
      },
    },
  },
} satisfies Meta<typeof ErrorPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const NotFound: Story = {
  args: { variant: 'notFound', error: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(tr('errors:notFound.title'));
    await expect(canvas.getByRole('link', { name: tr('common:action.goHome') })).toHaveAttribute('href', '/');
    await expect(canvas.queryByRole('button', { name: tr('errors:boundary.show') })).toBeNull();
  },
};

export const SomethingWentWrong: Story = {
  name: 'Something went wrong (details hidden)',
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(tr('errors:boundary.title'));
    await expect(canvas.getByText(/Cannot read properties/, { selector: 'pre' })).not.toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: tr('common:action.retry') }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const ShowError: Story = {
  name: 'Show Error / Hide Error (keyboard)',
  play: async ({ canvas }) => {
    const toggle = canvas.getByRole('button', { name: tr('errors:boundary.show') });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    toggle.focus();
    await userEvent.keyboard('{Enter}');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(toggle).toHaveAccessibleName(tr('errors:boundary.hide'));
    const details = document.getElementById(toggle.getAttribute('aria-controls')!);
    await expect(details).toBeVisible();
    await expect(details).toHaveTextContent("TypeError: Cannot read properties of undefined (reading 'amount')");
    await userEvent.keyboard(' ');
    await expect(toggle).toHaveAccessibleName(tr('errors:boundary.show'));
    await expect(details).not.toBeVisible();
    await userEvent.keyboard('{Enter}');
  },
};

export const FullPage: Story = {
  name: 'Full page (no layout around)',
  args: { variant: 'notFound', error: undefined, fullPage: true },
};

export const NonErrorValue: Story = {
  name: 'A thrown value that is not an Error',
  args: { error: { code: 'CONTRACT_MISMATCH', status: 200 } },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: tr('errors:boundary.show') }));
    await expect(canvas.getByText(/CONTRACT_MISMATCH/)).toBeVisible();
  },
};
