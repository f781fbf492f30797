import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { CloseIcon, CopyIcon, GlobeIcon, MenuIcon, RefreshIcon, UserIcon } from '../icons/icons';
import * as layout from '../../stories/layout.css';
import { useSamples } from '../../stories/samples';
import { IconButton } from './IconButton';

const meta = {
  title: 'Primitives/IconButton',
  component: IconButton,
  args: { label: 'Menu', icon: <MenuIcon />, onClick: fn() },
  render: function Render(args) {
    const t = useSamples();
    return <IconButton {...args} label={t.language} icon={<GlobeIcon />} />;
  },
  parameters: {
    docs: {
      description: {
        component:
          'A button that shows only an icon. `label` is required: it is the accessible name screen readers announce. ' +
          'ghost in bars and cards, secondary when it needs a visible edge, primary for a floating main action. ' +
          'At least 44 × 44 px on phones.',
      },
    },
  },
} satisfies Meta<typeof IconButton>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    const t = canvas.getByRole('button');
    await expect(t).toHaveAccessibleName();
    await userEvent.click(t);
    await expect(args.onClick).toHaveBeenCalledOnce();
  },
};

export const Variants: Story = {
  render: function Render(args) {
    const t = useSamples();
    return (
      <div className={layout.row}>
        <IconButton {...args} variant="ghost" label={t.language} icon={<GlobeIcon />} />
        <IconButton {...args} variant="secondary" label={t.contactUs} icon={<UserIcon />} />
        <IconButton {...args} variant="primary" label={t.deposit} icon={<RefreshIcon />} round />
      </div>
    );
  },
};

export const Sizes: Story = {
  render: (args) => (
    <div className={layout.row}>
      <IconButton {...args} size="sm" variant="secondary" label="sm" icon={<CopyIcon />} />
      <IconButton {...args} size="md" variant="secondary" label="md" icon={<CopyIcon />} />
      <IconButton {...args} size="lg" variant="secondary" label="lg" icon={<CopyIcon />} />
    </div>
  ),
};

export const Loading: Story = {
  args: { loading: true, variant: 'secondary' },
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button');
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const Disabled: Story = {
  args: { disabled: true, variant: 'secondary', icon: <CloseIcon /> },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button')).toBeDisabled();
  },
};
