import { AccountView } from '@/components/customer/account/account-view';
import { customerPage } from '@/components/customer/customer-page';

const page = customerPage('account', AccountView);
export const generateMetadata = page.generateMetadata;
export default page.Page;
