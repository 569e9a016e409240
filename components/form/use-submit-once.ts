'use client';

import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import type { FieldValues, SubmitHandler, UseFormReturn } from 'react-hook-form';

/** The longest wait a timer keeps (setTimeout's limit is about 24.8 days); the API's are minutes. */
const longestWaitSeconds = 86_400;

/**
 * A form's submit handler that sends once: a second submit while one runs does nothing (a ref, so
 * even two clicks before React renders again count as one), and after a 429 nothing is sent until
 * the API's Retry-After has passed (`waitFor(seconds)`; `waiting` disables the submit button).
 */
export function useSubmitOnce<T extends FieldValues>(form: UseFormReturn<T>, submit: SubmitHandler<T>) {
  const running = useRef(false);
  const [waiting, setWaiting] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const waitFor = useCallback((seconds: number) => {
    clearTimeout(timer.current);
    setWaiting(true);
    timer.current = setTimeout(() => setWaiting(false), Math.min(seconds, longestWaitSeconds) * 1000);
  }, []);
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (running.current || waiting) return;
    running.current = true;
    void form
      .handleSubmit(submit)(event)
      .finally(() => {
        running.current = false;
      });
  };
  return { onSubmit, waiting, waitFor };
}
