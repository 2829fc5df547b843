/** The page the browser tests open in several tabs: the SDK on `localStorage`, as the app has it. */
import { createEstateClient, type UserInfo } from '@estate/sdk';

const estate = createEstateClient({ baseUrl: location.origin });
/** Every session this tab's listeners were told of, oldest first. */
const sessionsSeen: (UserInfo | null)[] = [];
estate.session.subscribe((userInfo) => sessionsSeen.push(userInfo));

Object.assign(window, { estate, sessionsSeen });
