import { NextResponse } from 'next/server';

/** A request interceptor that does nothing: what running one costs the framework per request. */
export default function proxy() {
  return NextResponse.next();
}

export const config = { matcher: ['/with-proxy'] };
