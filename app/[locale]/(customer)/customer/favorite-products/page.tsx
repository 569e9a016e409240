import { customerPage } from '@/components/customer/customer-page';
import { FavoriteProducts } from '@/components/customer/wish-list/favorite-products';

const page = customerPage('favoriteProducts', FavoriteProducts);
export const generateMetadata = page.generateMetadata;
export default page.Page;
