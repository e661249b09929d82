/** Why a message was not sent: its number is not a phone's. Recorded with the message, read by no client. */
export const NOT_A_PHONE = 'Please enter a valid phone number, e.g. 0712345678';
