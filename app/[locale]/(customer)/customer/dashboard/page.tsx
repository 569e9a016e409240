import { customerPage } from '@/components/customer/customer-page';
import { CustomerDashboard } from '@/components/customer/dashboard/customer-dashboard';

const page = customerPage('dashboard', CustomerDashboard);
export const generateMetadata = page.generateMetadata;
export default page.Page;
