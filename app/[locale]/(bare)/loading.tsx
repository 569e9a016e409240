import { FormSkeleton } from '@/components/skeletons/form-skeleton';

/** Login and password reset stream in behind this skeleton, inside the minimal navbar layout. */
export default function Loading() {
  return <FormSkeleton />;
}
