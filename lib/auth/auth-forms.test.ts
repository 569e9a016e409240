import { describe, expect, it } from 'vitest';
import {
  authFieldMessage,
  LoginFormSchema,
  NewPasswordFormSchema,
  registrationBody,
  RegistrationFormSchema,
} from './auth-forms';

const translate = (key: string) => `t:${key}`;
const registration = {
  first_name: 'Jana',
  last_name: 'Nováková',
  email: 'jana@example.com',
  password: 'Lumen-demo-2026',
  password_confirmation: 'Lumen-demo-2026',
  dial_code: '+420',
  phone: '',
  birth_at: '',
  is_subscribed: false,
};

describe('auth form rules', () => {
  it('asks for an e-mail and a password on login', () => {
    const result = LoginFormSchema.safeParse({ email: 'nope', password: '' });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['email', 'emailFormat'],
      ['password', 'passwordRequired'],
    ]);
  });

  it('checks the registration’s password length and confirmation, and optional formats', () => {
    expect(RegistrationFormSchema.safeParse(registration).success).toBe(true);
    const result = RegistrationFormSchema.safeParse({
      ...registration,
      password: 'short',
      password_confirmation: 'other',
      phone: '12',
    });
    const issues = result.error?.issues.map((i) => [i.path.join('.'), i.message]);
    expect(issues).toContainEqual(['password', 'passwordTooShort']);
    expect(issues).toContainEqual(['phone', 'phoneFormat']);
    expect(
      RegistrationFormSchema.safeParse({ ...registration, password_confirmation: 'Lumen-demo-2027' }).error?.issues[0],
    ).toMatchObject({ path: ['password_confirmation'], message: 'passwordMismatch' });
    expect(
      NewPasswordFormSchema.safeParse({ new_password: 'abcdefgh', new_password_confirmation: 'abcdefgx' }).success,
    ).toBe(false);
  });

  it('leaves empty optional fields out of the registration body, and the dial code without a phone', () => {
    const body = registrationBody(registration, 'cs');
    expect(body).toMatchObject({ first_name: 'Jana', locale: 'cs', is_subscribed: false });
    expect(body.phone).toBeUndefined();
    expect(body.dial_code).toBeUndefined();
    expect(body.birth_at).toBeUndefined();
    expect(registrationBody({ ...registration, phone: '777 123 456' }, 'sk')).toMatchObject({
      dial_code: '+420',
      phone: '777 123 456',
    });
  });
});

describe('authFieldMessage', () => {
  it('translates rule keys and known API messages, and keeps unknown API messages in English only', () => {
    expect(authFieldMessage('emailFormat', 'cs', translate)).toBe('t:emailFormat');
    expect(authFieldMessage('A password has at least 8 characters.', 'sk', translate)).toBe('t:passwordTooShort');
    expect(authFieldMessage('Something new.', 'en', translate)).toBe('Something new.');
    expect(authFieldMessage('Something new.', 'cs', translate)).toBe('t:invalid');
    expect(authFieldMessage(undefined, 'cs', translate)).toBeUndefined();
  });
});
