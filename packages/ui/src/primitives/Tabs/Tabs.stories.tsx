import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, fn, userEvent, waitFor } from 'storybook/test';
import { CasinoIcon, FishIcon, SlotIcon, SportIcon } from '../icons/icons';
import { useSamples } from '../../stories/samples';
import { Tabs, type TabsProps } from './Tabs';

function Categories({ disableSport = false, ...args }: Partial<TabsProps> & { disableSport?: boolean }) {
  const t = useSamples();
  const panel = (name: string) => (
    <p>
      {name}: {t.tabContent}
    </p>
  );
  return (
    <Tabs
      {...args}
      label={t.gamesLabel}
      items={[
        { value: 'slot', label: t.tabSlot, icon: <SlotIcon />, content: panel(t.tabSlot) },
        { value: 'casino', label: t.tabCasino, icon: <CasinoIcon />, content: panel(t.tabCasino) },
        { value: 'sport', label: t.tabSport, icon: <SportIcon />, content: panel(t.tabSport), disabled: disableSport },
        { value: 'fish', label: t.tabFish, icon: <FishIcon />, content: panel(t.tabFish) },
      ]}
    />
  );
}

const meta = {
  title: 'Primitives/Tabs',
  component: Tabs,
  render: ({ items: _items, ...args }) => <Categories {...args} />,
  args: { label: '', items: [], onValueChange: fn() },
  parameters: {
    docs: {
      description: {
        component:
          'Radix Tabs under the design system\'s look (WAI-ARIA tabs): the list is one Tab stop; Left/Right move between ' +
          'tabs (wrapping), Home/End jump to the ends, disabled tabs are skipped; a tap or click selects. **automatic** ' +
          'activation selects as focus moves; use **manual** (Enter/Space) when a panel loads data. Only the selected ' +
          "panel's content is mounted. **underline** for page sections, **pill** for filters.",
      },
    },
  },
} satisfies Meta<typeof Tabs>;
export default meta;
type Story = StoryObj<typeof meta>;

/** What a phone sends for a tap: the touch's pointer events, then the compatibility mouse events and the click. */
function tap(target: HTMLElement) {
  const touch = { pointerId: 2, pointerType: 'touch', isPrimary: true, button: 0 };
  fireEvent.pointerDown(target, { ...touch, buttons: 1 });
  fireEvent.pointerUp(target, { ...touch, buttons: 0 });
  fireEvent.mouseDown(target, { button: 0, buttons: 1 });
  fireEvent.mouseUp(target, { button: 0 });
  fireEvent.click(target, { button: 0 });
}

export const Underline: Story = {
  name: 'Underline (keyboard and touch)',
  play: async ({ canvas, args }) => {
    const tabs = canvas.getAllByRole('tab');
    await expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
    await userEvent.tab();
    await expect(tabs[0]).toHaveFocus();
    // Radix moves the focus a moment after the key: each step waits for it.
    const press = async (key: string, to: number) => {
      await userEvent.keyboard(key);
      await waitFor(() => expect(tabs[to]).toHaveFocus());
    };
    await press('{ArrowRight}', 1);
    await expect(tabs[1]).toHaveAttribute('aria-selected', 'true');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('casino');
    await expect(canvas.getByRole('tabpanel')).toHaveAccessibleName(tabs[1]!.textContent!);
    // Wraps around, End and Home.
    await press('{ArrowLeft}', 0);
    await press('{ArrowLeft}', 3);
    await press('{Home}', 0);
    // A tap selects.
    tap(tabs[2]!);
    await waitFor(() => expect(tabs[2]).toHaveAttribute('aria-selected', 'true'));
    await expect(args.onValueChange).toHaveBeenLastCalledWith('sport');
    await press('{End}', 3);
    await expect(tabs[3]).toHaveAttribute('aria-selected', 'true');
  },
};

export const Pill: Story = { args: { variant: 'pill', defaultValue: 'casino' } };

export const DisabledTab: Story = {
  render: ({ items: _items, ...args }) => <Categories {...args} disableSport />,
  play: async ({ canvas }) => {
    const tabs = canvas.getAllByRole('tab');
    await expect(tabs[2]).toBeDisabled();
    tabs[1]!.focus();
    await userEvent.keyboard('{ArrowRight}');
    // The disabled "sport" tab is skipped.
    await waitFor(() => expect(tabs[3]).toHaveFocus());
  },
};

export const ManualActivation: Story = {
  args: { activation: 'manual' },
  play: async ({ canvas, args }) => {
    const tabs = canvas.getAllByRole('tab');
    tabs[0]!.focus();
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() => expect(tabs[1]).toHaveFocus());
    await expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{Enter}');
    await expect(tabs[1]).toHaveAttribute('aria-selected', 'true');
    await expect(args.onValueChange).toHaveBeenCalledWith('casino');
  },
};

export const FullWidth: Story = { args: { fullWidth: true, variant: 'pill' } };
