import { slipPage } from '@/components/returns/slip-page';

const page = slipPage('complaint');
export const generateMetadata = page.generateMetadata;
export default page.Page;
