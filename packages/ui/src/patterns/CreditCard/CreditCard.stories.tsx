import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { LinkButton } from '../../primitives/Button/LinkButton';
import { CardIcon, CasinoIcon, DepositIcon, SlotIcon, WithdrawIcon } from '../../primitives/icons/icons';
import * as layout from '../../stories/layout.css';
import { useSamples } from '../../stories/samples';
import { CreditCard } from './CreditCard';

const meta = {
  title: 'Data/CreditCard',
  component: CreditCard,
  args: { provider: 'Alphabet', amount: '15250.5', onRefresh: fn() },
  render: (args) => (
    <div className={layout.narrow}>
      <CreditCard {...args} />
    </div>
  ),
  parameters: {
    docs: {
      description: {
        component:
          "A game provider's credit in THB (Lao number format: 15.250,50). The refresh button spins while `loading`; " +
          'before the first value a placeholder shows. `error` replaces the amount when it could not be loaded. ' +
          'Provider names are proper names and come in as props.',
      },
    },
  },
} satisfies Meta<typeof CreditCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('15.250,50')).toBeInTheDocument();
    await expect(canvas.getByText('THB')).toBeInTheDocument();
    const refresh = canvas.getByRole('button');
    await expect(refresh).toHaveAccessibleName(/Alphabet/);
    await userEvent.click(refresh);
    await expect(args.onRefresh).toHaveBeenCalledOnce();
  },
};

export const Refreshing: Story = {
  args: { loading: true },
  play: async ({ canvas, args }) => {
    const refresh = canvas.getByRole('button');
    await expect(refresh).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(refresh);
    await expect(args.onRefresh).not.toHaveBeenCalled();
  },
};

export const FirstLoad: Story = { args: { amount: undefined, loading: true } };

export const Zero: Story = { args: { amount: '0' } };

export const LoadError: Story = {
  render: function Render(args) {
    const t = useSamples();
    return (
      <div className={layout.narrow}>
        <CreditCard {...args} amount={undefined} error={t.creditError} />
      </div>
    );
  },
};

function RefreshDemo() {
  const [state, setState] = useState({ amount: '980', loading: false });
  return (
    <CreditCard
      provider="GClub"
      icon={<CasinoIcon />}
      amount={state.amount}
      loading={state.loading}
      onRefresh={() => {
        setState((s) => ({ ...s, loading: true }));
        setTimeout(() => setState({ amount: '1230.25', loading: false }), 300);
      }}
    />
  );
}

export const RefreshFlow: Story = {
  render: () => (
    <div className={layout.narrow}>
      <RefreshDemo />
    </div>
  ),
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button'));
    await expect(await canvas.findByText('1.230,25')).toBeInTheDocument();
  },
};

export const WithActions: Story = {
  render: function Render(args) {
    const t = useSamples();
    return (
      <div className={layout.narrow}>
        <CreditCard
          {...args}
          footer={
            <>
              <LinkButton href="/player/deposit" size="sm" icon={<DepositIcon />} fullWidth>
                {t.deposit}
              </LinkButton>
              <LinkButton href="/player/withdraw" size="sm" variant="secondary" icon={<WithdrawIcon />} fullWidth>
                {t.withdraw}
              </LinkButton>
            </>
          }
        />
      </div>
    );
  },
};

export const AllProviders: Story = {
  render: (args) => (
    <div className={layout.grid}>
      <CreditCard {...args} provider="Alphabet" amount="15250.5" />
      <CreditCard {...args} provider="AskMeBet" icon={<SlotIcon />} amount="320" />
      <CreditCard {...args} provider="GClub" icon={<CasinoIcon />} amount="0" />
      <CreditCard {...args} provider="GClub Live" icon={<CardIcon />} amount={undefined} loading />
    </div>
  ),
};
