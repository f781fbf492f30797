import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { BankIcon, ChevronRightIcon, DepositIcon, WithdrawIcon } from '../icons/icons';
import { useSamples } from '../../stories/samples';
import * as layout from '../../stories/layout.css';
import { Button, type ButtonProps } from './Button';
import { LinkButton } from './LinkButton';

function Labelled(args: ButtonProps) {
  const t = useSamples();
  return <Button {...args}>{args.children ?? t.deposit}</Button>;
}

const meta = {
  title: 'Primitives/Button',
  component: Button,
  render: Labelled,
  args: { onClick: fn(), variant: 'primary', size: 'md' },
  parameters: {
    docs: {
      description: {
        component:
          'The action button. **primary** (gold) for the one main action of a screen; **secondary** for the others; ' +
          '**ghost** for low-emphasis actions in toolbars and cards; **danger** for destructive ones. ' +
          '`loading` keeps the button focusable, shows a spinner and ignores clicks (no double submits). ' +
          '`sm` is 36 px tall on desktop but still 44 px on phones. Use **LinkButton** when the action navigates.',
      },
    },
  },
} satisfies Meta<typeof Button>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button');
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

export const Secondary: Story = { args: { variant: 'secondary' } };
export const Ghost: Story = { args: { variant: 'ghost' } };
export const Danger: Story = { args: { variant: 'danger' } };

export const Variants: Story = {
  render: function Render(args) {
    const t = useSamples();
    return (
      <div className={layout.row}>
        <Button {...args} variant="primary">{t.deposit}</Button>
        <Button {...args} variant="secondary">{t.withdraw}</Button>
        <Button {...args} variant="ghost">{t.cancel}</Button>
        <Button {...args} variant="danger">{t.logout}</Button>
      </div>
    );
  },
};

export const Sizes: Story = {
  render: function Render(args) {
    const t = useSamples();
    return (
      <div className={layout.row}>
        <Button {...args} size="sm">{t.deposit}</Button>
        <Button {...args} size="md">{t.deposit}</Button>
        <Button {...args} size="lg">{t.deposit}</Button>
      </div>
    );
  },
};

export const WithIcons: Story = {
  render: function Render(args) {
    const t = useSamples();
    return (
      <div className={layout.row}>
        <Button {...args} icon={<DepositIcon />}>{t.deposit}</Button>
        <Button {...args} variant="secondary" icon={<WithdrawIcon />}>{t.withdraw}</Button>
        <Button {...args} variant="ghost" icon={<BankIcon />} iconEnd={<ChevronRightIcon />}>{t.bank}</Button>
      </div>
    );
  },
};

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button');
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    // Still focusable (focus is not lost mid-submit), but clicks are ignored.
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.click(button);
    await userEvent.keyboard('{Enter}');
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const LoadingVariants: Story = {
  render: function Render(args) {
    const t = useSamples();
    return (
      <div className={layout.row}>
        <Button {...args} loading>{t.save}</Button>
        <Button {...args} variant="secondary" loading>{t.save}</Button>
        <Button {...args} variant="danger" loading>{t.logout}</Button>
      </div>
    );
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button');
    await expect(button).toBeDisabled();
    await userEvent.click(button);
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const FullWidth: Story = {
  args: { fullWidth: true, size: 'lg' },
  parameters: { layout: 'padded' },
};

export const LongLaoText: Story = {
  name: 'Long text (wraps)',
  render: function Render(args) {
    const t = useSamples();
    return (
      <div className={layout.narrow}>
        <Button {...args} icon={<DepositIcon />}>{t.longAction}</Button>
      </div>
    );
  },
};

export const Keyboard: Story = {
  name: 'Keyboard: Enter and Space activate',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('button')).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    await expect(args.onClick).toHaveBeenCalledTimes(2);
  },
};

export const AsLink: Story = {
  name: 'LinkButton (navigates)',
  render: function Render() {
    const t = useSamples();
    return (
      <div className={layout.row}>
        <LinkButton href="/player/deposit" icon={<DepositIcon />}>{t.deposit}</LinkButton>
        <LinkButton href="/register/" variant="secondary">{t.register}</LinkButton>
      </div>
    );
  },
  play: async ({ canvas }) => {
    const links = canvas.getAllByRole('link');
    await expect(links[0]).toHaveAttribute('href', '/player/deposit');
    await expect(links[0]).not.toHaveAttribute('target');
  },
};
