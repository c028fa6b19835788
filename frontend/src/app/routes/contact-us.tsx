import type { QueryClient } from '@tanstack/react-query';
import { ContactForm } from '@/features/contact/components/contact-form';
import { contentPageRoute } from '@/features/content-pages/routes/content-page';

/** The admins' contact text (get_settings) with the contact form under it: two features composed by the app. */
export function contactUsRoute(queryClient: QueryClient) {
  const { loader, Component: ContactText } = contentPageRoute('contact_us', queryClient);
  return {
    loader,
    Component: function ContactUsRoute() {
      return (
        <>
          <ContactText />
          <ContactForm />
        </>
      );
    },
  };
}
