import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import * as layout from '../../stories/layout.css';
import { useSamples } from '../../stories/samples';
import { Link } from '../Link/Link';
import { Checkbox, type CheckboxProps } from './Checkbox';

/** A consent line, as forms use it: a sentence with a link inside the label. */
function Consent(args: Partial<CheckboxProps>) {
  const t = useSamples();
  return (
    <div className={layout.stack}>
      <Checkbox {...args}>
        {t.consentBefore} <Link href="/responsible-gaming">{t.linkText}</Link>
      </Checkbox>
    </div>
  );
}

const meta = {
  title: 'Forms/Checkbox',
  component: Checkbox,
  render: Consent,
  args: { children: '', name: 'adult', onChange: fn() },
  parameters: {
    docs: {
      description: {
        component:
          'A labelled checkbox: a native `<input type="checkbox">` lying transparent over a drawn box, so keyboard, ' +
          'forms, screen readers and a prerendered page work without any script. The label is the children (it may ' +
          'hold a link: a tap on the link opens it, a tap on the text ticks). Native attributes pass through and `ref` ' +
          'reaches the input: `{...register("adult")}` of react-hook-form works as is. The error (translated) sets ' +
          '`aria-invalid` and is linked with `aria-describedby`, as TextField does.',
      },
    },
  },
} satisfies Meta<typeof Checkbox>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Unchecked: Story = {
  play: async ({ canvas, args }) => {
    const box = canvas.getByRole('checkbox');
    await expect(box).not.toBeChecked();
    await expect(box).toHaveAccessibleName(/\S/);
    await expect(box).not.toHaveAttribute('aria-invalid');
    // A tap on the label's text ticks it.
    const label = (box as HTMLInputElement).labels?.[0];
    if (!label) throw new Error('The checkbox has no label');
    await userEvent.click(label);
    await expect(box).toBeChecked();
    await expect(args.onChange).toHaveBeenCalledTimes(1);
  },
};

export const Checked: Story = {
  args: { defaultChecked: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('checkbox')).toBeChecked();
  },
};

export const WithError: Story = {
  render: function Render(args) {
    const t = useSamples();
    return <Consent {...args} required error={t.consentError} />;
  },
  play: async ({ canvas }) => {
    const box = canvas.getByRole('checkbox');
    await expect(box).toHaveAttribute('aria-invalid', 'true');
    await expect(box).toBeRequired();
    await expect(box).toHaveAccessibleDescription(/\S/);
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultChecked: true },
  play: async ({ canvas, args }) => {
    const box = canvas.getByRole('checkbox');
    await expect(box).toBeDisabled();
    await userEvent.click(box, { pointerEventsCheck: 0 });
    await expect(box).toBeChecked();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/** Tab reaches the box (its focus ring drawn on the box), Space ticks and unticks it; the link inside the label is the next stop. */
export const Keyboard: Story = {
  play: async ({ canvas, args }) => {
    const box = canvas.getByRole('checkbox');
    await userEvent.tab();
    await expect(box).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(box).toBeChecked();
    await userEvent.keyboard(' ');
    await expect(box).not.toBeChecked();
    await userEvent.keyboard(' ');
    await expect(box).toBeChecked();
    await expect(args.onChange).toHaveBeenCalledTimes(3);
    await userEvent.tab();
    await expect(canvas.getByRole('link')).toHaveFocus();
    // Back on the box for the screenshot: its focus ring.
    await userEvent.tab({ shift: true });
    await expect(box).toHaveFocus();
  },
};
