'use client';

import { useState, type FormEvent } from 'react';
import type { FieldValues, SubmitHandler, UseFormReturn } from 'react-hook-form';
import { useSubmitOnce } from './use-submit-once';

/**
 * The password fields' shared visibility and the submit handler of a form that has them: the
 * passwords are hidden again before the form goes (spec section 4), and the form sends once
 * (`useSubmitOnce`).
 */
export function usePasswordForm<T extends FieldValues>(form: UseFormReturn<T>, submit: SubmitHandler<T>) {
  const [visible, setVisible] = useState(false);
  const once = useSubmitOnce(form, submit);
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    setVisible(false);
    once.onSubmit(event);
  };
  return { visible, setVisible, onSubmit, waiting: once.waiting, waitFor: once.waitFor };
}
