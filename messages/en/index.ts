import common from './common.json';
import language from './language.json';
import header from './header.json';
import footer from './footer.json';
import search from './search.json';
import notFound from './notFound.json';
import error from './error.json';
import loading from './loading.json';
import catalogue from './catalogue.json';
import product from './product.json';
import pagination from './pagination.json';
import listing from './listing.json';
import home from './home.json';
import article from './article.json';
import blog from './blog.json';
import cart from './cart.json';
import cartPage from './cartPage.json';
import cartNotices from './cartNotices.json';
import auth from './auth.json';
import authNotices from './authNotices.json';
import customer from './customer.json';
import preferences from './preferences.json';
import unavailable from './unavailable.json';
import checkout from './checkout.json';
import paymentReturn from './paymentReturn.json';
import reviews from './reviews.json';
import wishList from './wishList.json';
import addressBook from './addressBook.json';
import newsletter from './newsletter.json';
import credits from './credits.json';
import fastCheckout from './fastCheckout.json';
import customerArea from './customerArea.json';
import returns from './returns.json';

/** en messages, one JSON file per namespace. Add a namespace: a file here and one line below, in every locale. */
const messages = {
  common,
  language,
  header,
  footer,
  search,
  notFound,
  error,
  loading,
  catalogue,
  product,
  pagination,
  listing,
  home,
  article,
  blog,
  cart,
  cartPage,
  cartNotices,
  auth,
  authNotices,
  customer,
  preferences,
  unavailable,
  checkout,
  paymentReturn,
  customerArea,
  returns,
  fastCheckout,
  credits,
  newsletter,
  addressBook,
  wishList,
  reviews,
};

export default messages;
