import { Modal, type ModalProps } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

let openDialogs = 0;

/**
 * While a dialog is open the page behind it is inert: Mantine traps the focus but leaves the page in the accessibility
 * tree, where screen readers browse it and axe measures its targets under the dialog. The page comes back on close,
 * before Mantine returns the focus to the button that opened the dialog.
 */
function useInertPage(opened: boolean) {
  useEffect(() => {
    const page = document.getElementById('root');
    if (!opened || !page) return;
    openDialogs += 1;
    page.toggleAttribute('inert', true);
    return () => {
      openDialogs -= 1;
      if (openDialogs === 0) page.toggleAttribute('inert', false);
    };
  }, [opened]);
}

/** The one dialog of the app: Mantine's Modal with the page behind it inert and a named close button. */
export function Dialog(props: ModalProps) {
  const { t } = useTranslation();
  useInertPage(props.opened);
  return <Modal closeButtonProps={{ 'aria-label': t('common.close') }} {...props} />;
}
