'use client';

import { useEffect } from 'react';
import { Toaster } from 'sonner';
import { markToasterMounted } from '@/lib/notices/notices';
import { toasterSettings } from '@/lib/notices/toaster-settings';

/** sonner's toaster with the spec's settings; tells `showNotice` once it listens (its own effect runs first). */
export function MountedToaster() {
  useEffect(markToasterMounted, []);
  return (
    <Toaster
      duration={toasterSettings.durationMs}
      visibleToasts={toasterSettings.maxVisible}
      position="top-right"
      closeButton
      style={{ ['--width' as string]: `${toasterSettings.widthPx}px` }}
    />
  );
}
