// Signing out from anywhere in the product: ends the session on the server, then a page load to home.
import { errorMessage, useLogoutMutation } from '@pavilion/api-client';
import { useToast } from '@pavilion/ui';
import { productHref, useAppLinks } from './app-links';
import { paths } from './paths';

export function useLogout() {
  const [logout] = useLogoutMutation();
  const links = useAppLinks();
  const { showToast } = useToast();
  return async () => {
    try {
      await logout().unwrap();
      window.location.assign(productHref(links, paths.home));
    } catch (err) {
      showToast({ tone: 'error', message: errorMessage(err, 'We could not sign you out. Please try again.') });
    }
  };
}
