import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import * as layout from '../../stories/layout.css';
import type { IconComponent } from './createIcon';
import * as icons from './icons';
import * as s from '../../stories/gallery.css';
import { useSamples } from '../../stories/samples';

const all = Object.entries(icons as Record<string, IconComponent>).sort(([a], [b]) => a.localeCompare(b));

function Gallery({ size }: { size: number }) {
  return (
    <ul className={s.gallery}>
      {all.map(([name, Icon]) => (
        <li key={name} className={s.cell}>
          <Icon size={size} />
          <code className={s.name}>{name.replace(/Icon$/, '')}</code>
        </li>
      ))}
    </ul>
  );
}

const meta = {
  title: 'Primitives/Icons',
  component: Gallery,
  args: { size: 24 },
  parameters: {
    docs: {
      description: {
        component:
          'SVG icons as React components (no icon font), drawn on a 24 px grid with a 1.75 stroke in `currentColor`, ' +
          'so they take the colour of the text around them. Brand marks (WhatsApp, LINE, Facebook, Telegram, Twitter/X) ' +
          'are filled. Decorative by default (aria-hidden); pass `title` when an icon stands alone and carries meaning. ' +
          'Import one by one (`import { DepositIcon } from "@dokkham/ui/icons"`): unused icons are not bundled.',
      },
    },
  },
} satisfies Meta<typeof Gallery>;
export default meta;
type Story = StoryObj<typeof meta>;

export const All: Story = {
  play: async ({ canvasElement }) => {
    const svgs = canvasElement.querySelectorAll('svg');
    await expect(svgs.length).toBe(all.length);
    for (const svg of svgs) await expect(svg).toHaveAttribute('aria-hidden', 'true');
  },
};

export const Large: Story = { args: { size: 40 } };

export const InText: Story = {
  render: () => (
    <p className={layout.row}>
      <icons.DepositIcon /> <icons.WithdrawIcon /> <icons.BankIcon /> <icons.PromotionIcon /> <icons.HistoryIcon />
    </p>
  ),
};

export const Meaningful: Story = {
  name: 'With an accessible name',
  render: function Render() {
    const t = useSamples();
    return <icons.AlertIcon size={32} title={t.toastErrorTitle} />;
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img')).toHaveAccessibleName(/\S/);
  },
};
