import { AccountSkeleton } from '@/components/skeletons/account-skeleton';

/** This customer page streams in behind the account skeleton; the route guard already ran in the request interceptor. */
export default function Loading() {
  return <AccountSkeleton />;
}
