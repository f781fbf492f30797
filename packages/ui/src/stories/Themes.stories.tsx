import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { CreditCard } from '../patterns/CreditCard/CreditCard';
import { StatusBadge } from '../patterns/StatusBadge/StatusBadge';
import { Button } from '../primitives/Button/Button';
import { Card } from '../primitives/Card/Card';
import { DepositIcon } from '../primitives/icons/icons';
import { Logo } from '../primitives/Logo/Logo';
import { TextField } from '../primitives/TextField/TextField';
import { themes } from '../theme/themes.css';
import type { ThemeName } from '../theme/tokens';
import * as layout from './layout.css';
import { useSamples } from './samples';
import * as s from './themes.css';

function Sample({ theme, provider = 'Alphabet' }: { theme: ThemeName; provider?: string }) {
  const t = useSamples();
  return (
    <div className={`${themes[theme]} ${s.panel}`} data-theme={theme}>
      <Logo height={32} />
      <Card title={t.cardTitle} description={t.cardDescription} elevation="raised" headingLevel={3}>
        <TextField label={t.username} hint={t.usernameHint} defaultValue="somchai_99" />
        <TextField label={t.accountNumber} error={t.usernameError} defaultValue="0302" />
        <div className={layout.row}>
          <Button icon={<DepositIcon />}>{t.deposit}</Button>
          <Button variant="secondary">{t.withdraw}</Button>
          <Button variant="ghost">{t.cancel}</Button>
          <Button variant="danger">{t.logout}</Button>
        </div>
        <div className={layout.row}>
          {['OPEN', 'PAID', 'SUCCESS', 'FAILED'].map((status) => (
            <StatusBadge key={status} status={status} />
          ))}
        </div>
      </Card>
      <CreditCard provider={provider} amount="15250.5" onRefresh={() => {}} headingLevel={3} />
    </div>
  );
}

const meta = {
  title: 'Theme/Themes',
  component: Sample,
  args: { theme: 'gold' },
  parameters: {
    docs: {
      description: {
        component:
          'The same components in the two themes of the contract. Components only know roles (`vars.color.accent`, ' +
          '`vars.color.surface` ...): an agency theme is a new set of values (tokens.ts) and a class from `themes`. Put ' +
          'the class on `<html>` to theme the whole app including dialogs; here each panel is themed on its own.',
      },
    },
  },
} satisfies Meta<typeof Sample>;
export default meta;
type Story = StoryObj<typeof meta>;

export const SideBySide: Story = {
  render: () => (
    <div className={s.sideBySide}>
      <Sample theme="gold" />
      <Sample theme="jade" provider="GClub" />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const [gold, jade] = Array.from(canvasElement.querySelectorAll<HTMLElement>('[data-theme]'));
    // Same component, different theme values.
    const bg = (el: HTMLElement) => getComputedStyle(el.querySelector('button')!).backgroundColor;
    await expect(bg(gold!)).not.toBe(bg(jade!));
  },
};

export const Gold: Story = { args: { theme: 'gold' } };
export const Jade: Story = { args: { theme: 'jade' } };
