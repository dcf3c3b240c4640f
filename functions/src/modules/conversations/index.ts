/** conversations: a buyer's and a seller's thread about a listing (conversations/{id}) and its messages. */
export { conversationCopiesEvent, onAccountDeletedConversations, onConversationCopies, onOfferThread } from './conversations.service';
export { conversationsRouter } from './conversations.routes';
