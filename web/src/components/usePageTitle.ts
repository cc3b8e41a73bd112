import { useEffect } from 'react';

/** Sets the document title: "<page> | CampCare". */
export function usePageTitle(title: string) {
  useEffect(() => {
    document.title = title ? `${title} | CampCare` : 'CampCare';
  }, [title]);
}
