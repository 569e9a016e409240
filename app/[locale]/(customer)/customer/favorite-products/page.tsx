import { upcomingPage } from '@/components/layouts/upcoming-section';

const page = upcomingPage('customer', 'favoriteProducts', { customerBreadcrumbs: true });
export const generateMetadata = page.generateMetadata;
export default page.Page;
