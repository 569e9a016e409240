import { describe, expect, it } from 'vitest';
import { RegistrationFormSchema } from '@/lib/auth/auth-forms';
import { profileFormSchema } from './profile-form';

const profile = { first_name: 'Eva', last_name: 'Malá', dial_code: '+420', phone: '' };
/** The registration form's values with the same name and phone. */
const registration = {
  ...profile,
  email: 'eva@example.com',
  password: 'Lumen-demo-2026',
  password_confirmation: 'Lumen-demo-2026',
  birth_at: '',
  is_subscribed: false,
};

describe('the account page’s profile form', () => {
  it('accepts the phone as registration stored it, spaces and all', () => {
    expect(profileFormSchema.safeParse({ ...profile, phone: '777 123 456' }).success).toBe(true);
  });

  it('accepts and refuses the same phones as the registration form', () => {
    const phones = ['777 123 456', '777123456', '123456', '12345', '1234567890123456', '123 456 789 012 345 67', 'abc'];
    for (const phone of phones)
      expect(profileFormSchema.safeParse({ ...profile, phone }).success, phone).toBe(
        RegistrationFormSchema.safeParse({ ...registration, phone }).success,
      );
  });

  it('leaves the phone and the dial code optional', () => {
    expect(profileFormSchema.safeParse({ ...profile, dial_code: '', phone: '' }).success).toBe(true);
  });
});
