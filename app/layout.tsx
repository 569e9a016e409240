import type { ReactNode } from 'react';
import './globals.css';

/** The document itself is rendered by the locale layout, which knows the page language. */
export default function RootLayout({ children }: { children: ReactNode }) {
  return children;
}
