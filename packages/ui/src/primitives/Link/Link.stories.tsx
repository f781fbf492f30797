import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import * as layout from '../../stories/layout.css';
import { useSamples } from '../../stories/samples';
import { Link } from './Link';
import { LinkProvider, type RouterLinkProps } from './LinkProvider';

const meta = {
  title: 'Primitives/Link',
  component: Link,
  args: { href: '/player/promotion' },
  parameters: {
    docs: {
      description: {
        component:
          'Router-agnostic link. The app wraps its tree in `<LinkProvider component={AppLink}>` so internal paths ' +
          'navigate with the router; without a provider a plain `<a>` is rendered. Absolute http(s) URLs (or `external`) ' +
          'open in a new tab with `rel="noopener noreferrer"`, a small arrow and a hidden "opens in a new tab" for screen ' +
          'readers. **inline** is underlined for running text; **standalone** for links on their own; **plain** has no ' +
          'styles for composites (navigation entries, cards).',
      },
    },
  },
} satisfies Meta<typeof Link>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Inline: Story = {
  render: function Render(args) {
    const t = useSamples();
    return (
      <p>
        {t.linkBefore} <Link {...args}>{t.linkText}</Link> {t.linkAfter}
      </p>
    );
  },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link');
    await expect(link).toHaveAttribute('href', '/player/promotion');
    await expect(link).not.toHaveAttribute('target');
  },
};

export const Standalone: Story = {
  args: { variant: 'standalone' },
  render: function Render(args) {
    const t = useSamples();
    return <Link {...args}>{t.howToPlay}</Link>;
  },
};

export const External: Story = {
  args: { href: 'https://wa.me/8562012345678', variant: 'standalone' },
  render: function Render(args) {
    const t = useSamples();
    return <Link {...args}>{t.contactUs}</Link>;
  },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link');
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  },
};

const navigate = fn();
function FakeRouterLink({ href, onClick, children, ...rest }: RouterLinkProps) {
  return (
    <a
      {...rest}
      href={href}
      data-router-link=""
      onClick={(event) => {
        onClick?.(event);
        event.preventDefault();
        navigate(href);
      }}
    >
      {children}
    </a>
  );
}

export const WithRouterProvider: Story = {
  name: 'With LinkProvider (router link)',
  render: function Render(args) {
    const t = useSamples();
    return (
      <LinkProvider component={FakeRouterLink}>
        <div className={layout.row}>
          <Link {...args} variant="standalone">{t.deposit}</Link>
          <Link href="https://line.me/R/ti/p/@dokkham" variant="standalone">{t.contactUs}</Link>
        </div>
      </LinkProvider>
    );
  },
  args: { href: '/player/deposit' },
  play: async ({ canvas }) => {
    navigate.mockClear();
    const [internal, external] = canvas.getAllByRole('link');
    await expect(internal).toHaveAttribute('data-router-link');
    await userEvent.click(internal!);
    await expect(navigate).toHaveBeenCalledWith('/player/deposit');
    // External links never go through the router.
    await expect(external).not.toHaveAttribute('data-router-link');
  },
};
