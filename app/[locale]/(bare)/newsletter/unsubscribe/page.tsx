import { NewsletterLinkRoute, newsletterLinkMetadata } from '@/components/customer/newsletter/newsletter-link-page';

export function generateMetadata(props: PageProps<'/[locale]/newsletter/unsubscribe'>) {
  return newsletterLinkMetadata('unsubscribe', props);
}

/** The welcome mail's unsubscribe link (`?token=`): one click, without signing in. */
export default function NewsletterUnsubscribe(props: PageProps<'/[locale]/newsletter/unsubscribe'>) {
  return <NewsletterLinkRoute kind="unsubscribe" {...props} />;
}
