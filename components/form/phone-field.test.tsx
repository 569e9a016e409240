// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PhoneField } from './phone-field';

describe('PhoneField', () => {
  it('labels the number, names the dial code, and ties each error to its control', () => {
    render(
      <PhoneField
        id="phone"
        label="Phone"
        dialCodeLabel="Dial code"
        optional="(optional)"
        dialCodeProps={{ defaultValue: '420' }}
        phoneProps={{ defaultValue: '777 123 456' }}
        dialCodeError="Choose a dial code such as +420."
      />,
    );
    const phone = screen.getByLabelText('Phone (optional)');
    expect(phone).toHaveAttribute('type', 'tel');
    expect(phone).toHaveValue('777 123 456');
    expect(phone).not.toHaveAttribute('aria-invalid');
    const dialCode = screen.getByRole('textbox', { name: 'Dial code' });
    expect(dialCode).toHaveAttribute('aria-invalid', 'true');
    expect(dialCode).toHaveAccessibleDescription('Choose a dial code such as +420.');
  });

  it('offers the shop’s dial codes as a list when it has them', () => {
    render(
      <PhoneField
        id="phone"
        label="Phone"
        dialCodeLabel="Dial code"
        dialCodes={[
          { code: '+420', label: '+420 CZ' },
          { code: '+421', label: '+421 SK' },
        ]}
        dialCodeProps={{ defaultValue: '+421' }}
        phoneProps={{}}
        phoneError="A Czech or Slovak phone number has 9 digits."
      />,
    );
    expect(screen.getByRole('combobox', { name: 'Dial code' })).toHaveValue('+421');
    expect(screen.getByLabelText('Phone')).toHaveAccessibleDescription('A Czech or Slovak phone number has 9 digits.');
  });
});
