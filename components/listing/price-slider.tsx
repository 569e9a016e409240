'use client';

import * as Slider from '@radix-ui/react-slider';
import { useRef } from 'react';

interface Props {
  min: number;
  max: number;
  value: { min: number; max: number };
  onChange: (value: { min: number; max: number }) => void;
  /** A thumb let go, or a key pressed on one (`keyboard`). */
  onCommit: (value: { min: number; max: number }, input: 'pointer' | 'keyboard') => void;
  labels: { min: string; max: string };
  /** What each thumb announces, e.g. "1 200 Kč". */
  valueText: (value: number) => string;
  /** Each thumb's focus key (lib/listing/filter-focus.ts). */
  focusKeys: { min: string; max: string };
}

const thumbClass =
  'block size-6 rounded-full border-2 border-brand-700 bg-white shadow hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700';

/** The two-thumb price slider (Radix Slider: arrow keys, Page Up/Down, Home/End, pointer and touch). */
export function PriceSlider({ min, max, value, onChange, onCommit, labels, valueText, focusKeys }: Props) {
  const input = useRef<'pointer' | 'keyboard'>('pointer');
  const pair = ([low, high]: number[]) => ({ min: low ?? min, max: high ?? max });
  return (
    <Slider.Root
      min={min}
      max={max}
      step={1}
      value={[value.min, value.max]}
      onValueChange={(values) => onChange(pair(values))}
      onValueCommit={(values) => onCommit(pair(values), input.current)}
      onPointerDown={() => (input.current = 'pointer')}
      onKeyDown={() => (input.current = 'keyboard')}
      className="relative mx-3 flex h-11 touch-none items-center select-none"
    >
      <Slider.Track className="relative h-1.5 grow rounded-full bg-neutral-300">
        <Slider.Range className="absolute h-full rounded-full bg-brand-700" />
      </Slider.Track>
      <Slider.Thumb
        aria-label={labels.min}
        aria-valuetext={valueText(value.min)}
        data-focus-key={focusKeys.min}
        className={thumbClass}
      />
      <Slider.Thumb
        aria-label={labels.max}
        aria-valuetext={valueText(value.max)}
        data-focus-key={focusKeys.max}
        className={thumbClass}
      />
    </Slider.Root>
  );
}
