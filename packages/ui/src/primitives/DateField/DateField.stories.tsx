import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { tr } from '../../stories/fixtures';
import * as layout from '../../stories/layout.css';
import { DateField, type DateFieldProps } from './DateField';

function Controlled(args: DateFieldProps) {
  const [value, setValue] = useState(args.value);
  return (
    <div className={layout.stack}>
      <DateField
        {...args}
        label={tr('history:filter.from')}
        formatHint={tr('history:filter.dateFormat')}
        invalidText={tr('history:filter.dateInvalid')}
        pickLabel={tr('history:filter.pickDate')}
        value={value}
        onChange={(next) => {
          setValue(next ?? '');
          args.onChange(next);
        }}
      />
    </div>
  );
}

const meta = {
  title: 'Forms/DateField',
  component: DateField,
  args: { name: 'from', label: '', value: '2026-11-28', max: '2026-12-31', onChange: fn(), formatHint: '', invalidText: '', pickLabel: '' },
  render: (args) => <Controlled {...args} />,
  parameters: {
    docs: {
      description: {
        component:
          "A date shown the app's way, DD/MM/YYYY, whatever the browser's locale (a native date input shows " +
          '"mm/dd/yyyy" on an English desktop beside the app\'s dates). Typed, or picked with the calendar button ' +
          "(the device's own picker); the native input, named after the contract's field, holds the ISO date. A date " +
          'that is not one is said on the field and what was typed stays.',
      },
    },
  },
} satisfies Meta<typeof DateField>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The value written DD/MM/YYYY; typing another and leaving the field gives its ISO date. */
export const Typed: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    const input = canvas.getByLabelText(tr('history:filter.from'));
    await expect(input).toHaveValue('28/11/2026');
    await expect(canvasElement.querySelector('input[name="from"]')).toHaveValue('2026-11-28');
    await userEvent.clear(input);
    await userEvent.type(input, '05/01/2026');
    await userEvent.tab();
    await waitFor(() => expect(args.onChange).toHaveBeenLastCalledWith('2026-01-05'));
    await expect(canvasElement.querySelector('input[name="from"]')).toHaveValue('2026-01-05');
  },
};

/** Month first (or no date at all): said on the field, nothing changes, the text stays. */
export const NotADate: Story = {
  name: 'Not a date',
  play: async ({ canvas, args }) => {
    const input = canvas.getByLabelText(tr('history:filter.from'));
    await userEvent.clear(input);
    await userEvent.type(input, '11/28/2026');
    await userEvent.tab();
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(expect.stringContaining(tr('history:filter.dateInvalid')));
    await expect(input).toHaveValue('11/28/2026');
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};
