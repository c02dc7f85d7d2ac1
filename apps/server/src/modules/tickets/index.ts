// The tickets module's public face: other modules import it from here, never its files.
export {
  closeTicket,
  createTicket,
  findTicketByName,
  listTickets,
  ticketInfo,
  ticketStaffIds,
} from './repo';
