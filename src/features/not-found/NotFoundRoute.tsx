import { MessagePage } from '../../app/MessagePage.tsx';
import { NOT_FOUND_CONTENT } from '../../app/routeContent.ts';

/** The /page-not-found page. */
export function Component() {
  return <MessagePage titleId="not-found-title" content={NOT_FOUND_CONTENT} />;
}

export default Component;
