'use client';

import dynamic from 'next/dynamic';
import { useEffect, useState } from 'react';
import { onToasterRequested } from '@/lib/notices/notices';

const MountedToaster = dynamic(() => import('./mounted-toaster').then((module) => module.MountedToaster), {
  ssr: false,
});

/**
 * The notice toaster, loaded once the page is idle after hydration (or at once when a notice is
 * shown earlier), so sonner is not part of any page's first-load JavaScript. Its live region is
 * therefore in place well before a shopper's first action announces something.
 */
export function NoticeToaster() {
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    const want = () => setWanted(true);
    const stopListening = onToasterRequested(want);
    const idle =
      typeof window.requestIdleCallback === 'function'
        ? window.requestIdleCallback(want, { timeout: 3000 })
        : window.setTimeout(want, 1000);
    return () => {
      stopListening();
      if (typeof window.cancelIdleCallback === 'function') window.cancelIdleCallback(idle);
      else window.clearTimeout(idle);
    };
  }, []);
  return wanted ? <MountedToaster /> : null;
}
