import { upcomingPage } from '@/components/layouts/upcoming-section';

const page = upcomingPage('auth', 'loginTitle');
export const generateMetadata = page.generateMetadata;
export default page.Page;
