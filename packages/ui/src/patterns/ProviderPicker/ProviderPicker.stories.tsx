import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { tr } from '../../stories/fixtures';
import * as layout from '../../stories/layout.css';
import { ProviderPicker } from './ProviderPicker';

const PROVIDERS = ['alphabet', 'askmebet', 'gclub', 'gclub_live'] as const;
const CREDITS = { alphabet: '1.250,50 THB', askmebet: '820,00 THB', gclub: '3.400,00 THB', gclub_live: '12,50 THB' };

const meta = {
  title: 'Forms/ProviderPicker',
  component: ProviderPicker,
  args: { name: 'provider', defaultValue: 'alphabet', legend: '', options: [] },
  // Texts at render time: the story's language is loaded by then, not when the module is read.
  render: ({ error, ...args }) => (
    <div className={layout.stack}>
      <ProviderPicker
        {...args}
        legend={tr('deposit:form.provider')}
        options={PROVIDERS.map((p) => ({
          value: p,
          label: tr(`common:provider.${p}`),
          detail: `${tr('deposit:form.currentCredit')}: ${CREDITS[p]}`,
        }))}
        error={typeof error === 'string' ? tr(error) : error}
      />
    </div>
  ),
  parameters: {
    docs: {
      description: {
        component:
          'The provider a money action is for (deposit, withdraw, a promotion claim): native radios named after the ' +
          "contract's field (what react-hook-form's `register` spreads), one card each with a detail line (the " +
          "provider's credit). The card is the target and carries the focus ring; arrows move the choice. One `error` " +
          'for the group: the radiogroup aria-invalid, each radio described by it.',
      },
    },
  },
} satisfies Meta<typeof ProviderPicker>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Arrows move the choice; the focus ring circles the whole card, not the dot. */
export const Keyboard: Story = {
  play: async ({ canvas }) => {
    const alphabet = canvas.getByRole('radio', { name: tr('common:provider.alphabet') });
    await expect(alphabet).toBeChecked();
    await userEvent.tab();
    await expect(alphabet).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    const askmebet = canvas.getByRole('radio', { name: tr('common:provider.askmebet') });
    await expect(askmebet).toBeChecked();
    const card = askmebet.closest('label') as HTMLElement;
    await expect(getComputedStyle(card).outlineStyle).toBe('solid');
    await expect(getComputedStyle(askmebet).outlineStyle).toBe('none');
    // Named by the provider, its credit the description.
    await expect(askmebet).toHaveAccessibleDescription(expect.stringContaining('820,00'));
  },
};

/** A choice the rules refuse: the message under the group, the group invalid, every radio described by it. */
export const WithError: Story = {
  name: 'With an error',
  // The error arg is a catalogue key, translated at render time.
  args: { defaultValue: 'askmebet', error: 'errors:plain.PROMOTION_CREDIT_TOO_HIGH' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radiogroup', { name: tr('deposit:form.provider') })).toHaveAttribute('aria-invalid', 'true');
    for (const radio of canvas.getAllByRole('radio')) {
      await expect(radio).toHaveAccessibleDescription(expect.stringContaining(tr('errors:plain.PROMOTION_CREDIT_TOO_HIGH')));
    }
  },
};
