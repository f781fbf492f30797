import type { Meta, StoryObj } from '@storybook/react-vite';
import { LANGUAGES, i18n, isLanguage, nativeLanguageName, useLanguage } from '@dokkham/i18n';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import * as layout from '../../stories/layout.css';
import { LanguageMenu, type LanguageMenuProps } from './LanguageMenu';

/** The menu shows the story's language (locale toolbar) as the current one. */
function Current(args: LanguageMenuProps) {
  const { language } = useLanguage();
  return (
    <div className={layout.row}>
      <LanguageMenu {...args} value={language} />
    </div>
  );
}

const meta = {
  title: 'Frame/LanguageMenu',
  component: LanguageMenu,
  args: { value: 'lo', onChange: fn() },
  render: (args) => <Current {...args} />,
  parameters: {
    docs: {
      story: { inline: false, iframeHeight: 320 },
      description: {
        component:
          'The language switch of the Navbar: ລາວ, ไทย, 中文 and Tiếng Việt, each written in its own script with its ' +
          '`lang` so screen readers pronounce it; the current one is checked (`menuitemradio`). Choosing another calls ' +
          '`onChange` (the app switches at once and stores the choice). `compact` shows only the globe below 1024 px. Keyboard: ' +
          'Enter/ArrowDown opens with focus on the first language, arrows move, Enter chooses, Escape closes.',
      },
    },
  },
} satisfies Meta<typeof LanguageMenu>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Keyboard: Story = {
  name: 'Keyboard: choose with arrows and Enter',
  play: async ({ canvas, args }) => {
    const trigger = canvas.getByRole('button');
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    const options = await screen.findAllByRole('menuitemradio');
    await expect(options.map((o) => o.textContent)).toEqual(LANGUAGES.map(nativeLanguageName));
    await expect(options.map((o) => o.getAttribute('lang'))).toEqual(['lo-LA', 'th-TH', 'zh-CN', 'vi-VN']);
    const current = options.findIndex((o) => o.getAttribute('aria-checked') === 'true');
    await expect(current).toBeGreaterThanOrEqual(0);
    // Focus starts on the first language; choose the first one that is not the current.
    await waitFor(() => expect(options[0]).toHaveFocus());
    const target = current === 0 ? 1 : 0;
    if (target === 1) await userEvent.keyboard('{ArrowDown}');
    await expect(options[target]).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onChange).toHaveBeenCalledOnce();
    await expect(args.onChange).toHaveBeenCalledWith(LANGUAGES[target]);
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const CurrentIsNoChange: Story = {
  name: 'Choosing the current language changes nothing',
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button'));
    const options = await screen.findAllByRole('menuitemradio');
    await userEvent.click(options.find((o) => o.getAttribute('aria-checked') === 'true')!);
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const EscapeCloses: Story = {
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button');
    trigger.focus();
    await userEvent.keyboard('{ArrowDown}');
    await screen.findByRole('menu');
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    await expect(trigger).toHaveFocus();
  },
};

export const Open: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button'));
    await screen.findByRole('menu');
  },
};

export const Compact: Story = {
  name: 'Compact (globe only below 1024 px)',
  args: { compact: true },
  play: async ({ canvas }) => {
    // The name may be hidden below 1024 px; the accessible name keeps it.
    const language = isLanguage(i18n.language) ? i18n.language : 'lo';
    await expect(canvas.getByRole('button')).toHaveAccessibleName(new RegExp(nativeLanguageName(language)));
  },
};
