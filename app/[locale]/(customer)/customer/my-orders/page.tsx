import { customerPage } from '@/components/customer/customer-page';
import { MyOrders } from '@/components/customer/orders/my-orders';

const page = customerPage('myOrders', MyOrders);
export const generateMetadata = page.generateMetadata;
export default page.Page;
