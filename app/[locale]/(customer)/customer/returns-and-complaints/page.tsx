import { customerPage } from '@/components/customer/customer-page';
import { AfterSaleList } from '@/components/returns/after-sale-list';

const page = customerPage('returnsAndComplaints', AfterSaleList);
export const generateMetadata = page.generateMetadata;
export default page.Page;
