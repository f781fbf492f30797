import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { StoryLinks, T, tr } from '../../stories/fixtures';
import { BANK_LOGOS } from './BankLogos';
import { Footer } from './Footer';
import * as s from './Footer.stories.css';

const meta = {
  title: 'Frame/Footer',
  component: Footer,
  args: { agencyName: 'Dokkham Vientiane', year: 2025 },
  render: (args) => (
    <StoryLinks>
      <Footer {...args} />
    </StoryLinks>
  ),
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          'The site footer (SPEC §2): brand and tagline; link columns for games, promotions (provider names) and about ' +
          'us (service, about us, how to play), with placeholder links until the agency has pages; the six accepted ' +
          'Lao banks (BCEL, LDB, JDB, APB, LVB, ST Bank) as equal SVG marks drawn for Dokkham; the copyright line with ' +
          '`year` and `agencyName` (props, so screenshots never depend on the clock) and the 18+ note with its link to the ' +
          'responsible-gaming page (`responsibleGamingHref`, /responsible-gaming by default). **Desktop layout ' +
          'from 769 px**: four columns. **Up to 768 px** the link columns are collapsible sections (buttons with ' +
          'aria-expanded) and the footer leaves room for the BottomAppBar.',
      },
    },
  },
} satisfies Meta<typeof Footer>;
export default meta;
type Story = StoryObj<typeof meta>;

const isDesktop = () => window.innerWidth >= 769;

export const Default: Story = {
  play: async ({ canvas }) => {
    const footer = canvas.getByRole('contentinfo');
    await expect(footer).toHaveTextContent(tr('nav:footer.copyright', { year: 2025, agency: 'Dokkham Vientiane' }));
    const banks = within(footer).getByRole('region', { name: tr('nav:footer.acceptedBanking') });
    await expect(within(banks).getAllByRole('img').map((i) => i.getAttribute('aria-label'))).toEqual([
      'BCEL',
      'LDB',
      'JDB',
      'APB',
      'LVB',
      'ST Bank',
    ]);
    await expect(BANK_LOGOS).toHaveLength(6);
    for (const name of [tr('nav:footer.game'), tr('nav:footer.promotion'), tr('nav:footer.aboutUs')]) {
      await expect(within(footer).getByRole('navigation', { name })).toBeInTheDocument();
    }
    // Beside the 18+ note, shown at every width (not inside a collapsible section).
    const responsible = within(footer).getByRole('link', { name: tr('nav:footer.responsibleGaming') });
    await expect(responsible).toHaveAttribute('href', '/responsible-gaming');
    await expect(responsible).toBeVisible();
    await expect(responsible.closest('p')).toHaveTextContent(tr('nav:footer.responsible'));
  },
};

export const SectionsOnMobile: Story = {
  name: 'Sections: collapsible up to 768 px',
  play: async ({ canvas }) => {
    const promotions = canvas.getByRole('navigation', { name: tr('nav:footer.promotion') });
    if (isDesktop()) {
      // Desktop: plain headings, every link shown.
      await expect(within(promotions).queryByRole('button')).toBeNull();
      await expect(within(promotions).getAllByRole('link')).toHaveLength(4);
      return;
    }
    const toggle = within(promotions).getByRole('button', { name: tr('nav:footer.promotion') });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(within(promotions).queryAllByRole('link')).toHaveLength(0);
    toggle.focus();
    await userEvent.keyboard('{Enter}');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(within(promotions).getAllByRole('link').map((l) => l.textContent)).toEqual([
      'Alphabet',
      'AskMeBet',
      'GClub',
      'GClub Live',
    ]);
    await userEvent.keyboard(' ');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  },
};

export const GamesOpen: Story = {
  name: 'Games section open (phones)',
  play: async ({ canvas }) => {
    if (isDesktop()) return;
    await userEvent.click(canvas.getByRole('button', { name: tr('nav:footer.game') }));
    await expect(canvas.getByRole('link', { name: tr('nav:footer.games.baccarat') })).toBeVisible();
  },
};

export const CustomLinks: Story = {
  name: 'Custom link columns',
  args: {
    agencyName: 'ສາຂາ ຫຼວງພະບາງ',
    about: [
      { id: 'service', label: <T k="nav:footer.service" />, href: '/service' },
      { id: 'howToPlay', label: <T k="nav:footer.howToPlay" />, href: '/how-to-play' },
    ],
  },
};

export const BankLogos: Story = {
  name: 'Bank logos',
  render: () => (
    <ul className={s.logos}>
      {BANK_LOGOS.map(({ id, Logo }) => (
        <li key={id}>
          <Logo height={56} />
        </li>
      ))}
    </ul>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('img')).toHaveLength(6);
  },
};
