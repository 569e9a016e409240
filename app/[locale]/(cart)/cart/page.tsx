import { upcomingPage } from '@/components/layouts/upcoming-section';

const page = upcomingPage('cart', 'detail');
export const generateMetadata = page.generateMetadata;
export default page.Page;
