import { NewsletterLinkRoute, newsletterLinkMetadata } from '@/components/customer/newsletter/newsletter-link-page';

export function generateMetadata(props: PageProps<'/[locale]/newsletter/confirm'>) {
  return newsletterLinkMetadata('confirm', props);
}

/** The confirmation mail's link (`?token=`): a button confirms the subscription. */
export default function NewsletterConfirm(props: PageProps<'/[locale]/newsletter/confirm'>) {
  return <NewsletterLinkRoute kind="confirm" {...props} />;
}
