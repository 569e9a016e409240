import { customerPage } from '@/components/customer/customer-page';
import { WishListPage } from '@/components/wish-lists/wish-list-page';

const page = customerPage('favoriteProducts', WishListPage);
export const generateMetadata = page.generateMetadata;
export default page.Page;
