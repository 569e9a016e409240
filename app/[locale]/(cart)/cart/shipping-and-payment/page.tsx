import { upcomingPage } from '@/components/layouts/upcoming-section';

const page = upcomingPage('cart', 'shippingAndPayment');
export const generateMetadata = page.generateMetadata;
export default page.Page;
