import { afterSalePage } from '@/components/returns/after-sale-page';

const page = afterSalePage('complaint');
export const generateMetadata = page.generateMetadata;
export default page.Page;
