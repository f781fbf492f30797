import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { tr } from '../../stories/fixtures';
import { AgencyErrorPage } from './AgencyErrorPage';

const meta = {
  title: 'Pages/AgencyErrorPage',
  component: AgencyErrorPage,
  args: { whatsappHref: 'https://wa.me/8562012345678' },
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          'Shown instead of the whole app when agency info answers 404 (SPEC §2, §8): nobody can log in, so the page ' +
          'says so, asks to contact Support, apologises, and offers one big WhatsApp button (new tab, ' +
          '`rel="noopener noreferrer"`). The app passes the support WhatsApp link it has (agency links are unknown ' +
          'at this point); without one (VITE_SUPPORT_WHATSAPP_URL unset) the button is left out.',
      },
    },
  },
} satisfies Meta<typeof AgencyErrorPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(tr('errors:agency.title'));
    await expect(canvas.getByText(tr('errors:agency.text'))).toBeVisible();
    const whatsapp = canvas.getByRole('link', { name: new RegExp(tr('errors:agency.whatsapp')) });
    await expect(whatsapp).toHaveAttribute('href', 'https://wa.me/8562012345678');
    await expect(whatsapp).toHaveAttribute('target', '_blank');
    await expect(whatsapp).toHaveAttribute('rel', 'noopener noreferrer');
  },
};

/** No support contact configured: no button pointing nowhere. */
export const NoContact: Story = {
  args: { whatsappHref: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(tr('errors:agency.title'));
    await expect(canvas.queryByRole('link')).toBeNull();
  },
};
