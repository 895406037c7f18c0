<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="vi">
<context>
    <name>AppSettings</name>
    <message>
        <source>The settings file %1 is damaged; Trellis starts with its defaults and cannot keep your settings.</source>
        <translation>Tệp cài đặt %1 bị hỏng; Trellis khởi động với các giá trị mặc định và không thể lưu cài đặt của bạn.</translation>
    </message>
    <message>
        <source>The settings file was damaged; it is kept as %1 and Trellis starts with its defaults.</source>
        <translation>Tệp cài đặt đã bị hỏng; tệp được giữ lại với tên %1 và Trellis khởi động với các giá trị mặc định.</translation>
    </message>
</context>
<context>
    <name>BoardColours</name>
    <message>
        <source>Wood</source>
        <translation>Gỗ</translation>
    </message>
    <message>
        <source>Green</source>
        <translation>Xanh lá</translation>
    </message>
    <message>
        <source>Blue</source>
        <translation>Xanh dương</translation>
    </message>
    <message>
        <source>Grey</source>
        <translation>Xám</translation>
    </message>
</context>
<context>
    <name>DatabaseError</name>
    <message>
        <source>%1: no such database</source>
        <translation>%1: cơ sở dữ liệu không tồn tại</translation>
    </message>
    <message>
        <source>%1: cannot open the database: %2</source>
        <translation>%1: không mở được cơ sở dữ liệu: %2</translation>
    </message>
    <message>
        <source>%1 is not a game database (not an SQLite file)</source>
        <translation>%1 không phải là cơ sở dữ liệu ván cờ (không phải tệp SQLite)</translation>
    </message>
    <message>
        <source>%1 is an SQLite database of another program, not a game database</source>
        <translation>%1 là cơ sở dữ liệu SQLite của một chương trình khác, không phải cơ sở dữ liệu ván cờ</translation>
    </message>
    <message>
        <source>%1 was written by a newer Trellis (schema %2; this version reads up to %3)</source>
        <translation>%1 được ghi bởi một phiên bản Trellis mới hơn (lược đồ %2; phiên bản này chỉ đọc được đến %3)</translation>
    </message>
    <message>
        <source>%1 is damaged: %2</source>
        <translation>%1 bị hỏng: %2</translation>
    </message>
    <message>
        <source>database error: %1</source>
        <translation>lỗi cơ sở dữ liệu: %1</translation>
    </message>
    <message>
        <source>no game with id %1</source>
        <translation>không có ván cờ nào có mã %1</translation>
    </message>
    <message>
        <source>game %1 cannot be read back: %2</source>
        <translation>không đọc lại được ván cờ %1: %2</translation>
    </message>
    <message>
        <source>the game cannot be stored: %1</source>
        <translation>không lưu được ván cờ: %1</translation>
    </message>
    <message>
        <source>cannot read %1: %2</source>
        <translation>không đọc được %1: %2</translation>
    </message>
    <message>
        <source>cannot write %1: %2</source>
        <translation>không ghi được %1: %2</translation>
    </message>
    <message>
        <source>cancelled</source>
        <translation>đã hủy</translation>
    </message>
    <message>
        <source>%1 is locked by another program (an import or a copy in progress?); try again when it is done</source>
        <translation>%1 đang bị một chương trình khác khóa (đang nhập hoặc sao chép?); hãy thử lại khi việc đó kết thúc</translation>
    </message>
    <message>
        <source>not a %1 position: &apos;%2&apos;: %3</source>
        <translation>không phải thế cờ %1: &apos;%2&apos;: %3</translation>
    </message>
    <message>
        <source>a tag name is missing</source>
        <translation>thiếu một tên thẻ</translation>
    </message>
    <message>
        <source>a shared tag value is missing</source>
        <translation>thiếu một giá trị thẻ dùng chung</translation>
    </message>
    <message>
        <source>the position index&apos;s list of %1 from game %2 cannot be read</source>
        <translation>không đọc được danh sách của %1 trong chỉ mục thế cờ từ ván %2</translation>
    </message>
    <message>
        <source>position %1</source>
        <translation>thế cờ %1</translation>
    </message>
    <message>
        <source>material %1</source>
        <translation>lực lượng %1</translation>
    </message>
    <message>
        <source>damaged extra tags</source>
        <translation>các thẻ phụ bị hỏng</translation>
    </message>
    <message>
        <source>bad page size</source>
        <translation>kích thước trang không hợp lệ</translation>
    </message>
    <message>
        <source>truncated: %1 pages of %2 bytes expected, the file holds %3 bytes</source>
        <translation>bị cắt cụt: cần %1 trang, mỗi trang %2 byte, nhưng tệp chỉ có %3 byte</translation>
    </message>
    <message>
        <source>it is a folder</source>
        <translation>đây là một thư mục</translation>
    </message>
    <message>
        <source>cannot create the data folder</source>
        <translation>không tạo được thư mục dữ liệu</translation>
    </message>
    <message>
        <source>cannot switch the journal to WAL mode</source>
        <translation>không chuyển được nhật ký sang chế độ WAL</translation>
    </message>
    <message>
        <source>unknown variant</source>
        <translation>biến thể không xác định</translation>
    </message>
</context>
<context>
    <name>DatabasePanel</name>
    <message>
        <source>Delete %1</source>
        <translation>Xóa %1</translation>
    </message>
    <message>
        <source>Deleting %1…</source>
        <translation>Đang xóa %1…</translation>
    </message>
    <message>
        <source>Restoring %1…</source>
        <translation>Đang khôi phục %1…</translation>
    </message>
</context>
<context>
    <name>DiagramExport</name>
    <message>
        <source>%1 to move</source>
        <translation>%1 đi</translation>
    </message>
    <message>
        <source>square %1 is not part of this position</source>
        <translation>ô %1 không thuộc thế cờ này</translation>
    </message>
    <message>
        <source>no square %1 on this board</source>
        <translation>không có ô %1 trên bàn cờ này</translation>
    </message>
    <message>
        <source>no square %1 on this board (squares are named like %2)</source>
        <translation>không có ô %1 trên bàn cờ này (các ô được đặt tên như %2)</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a colour (R, G, B, Y, a colour name or #rrggbb)</source>
        <translation>&apos;%1&apos; không phải là màu (R, G, B, Y, tên màu hoặc #rrggbb)</translation>
    </message>
    <message>
        <source>an arrow is FROM-TO[:COLOUR], not &apos;%1&apos;</source>
        <translation>mũi tên có dạng FROM-TO[:COLOUR], không phải &apos;%1&apos;</translation>
    </message>
    <message>
        <source>Diagram</source>
        <translation>Sơ đồ</translation>
    </message>
    <message>
        <source>Made with Trellis</source>
        <translation>Tạo bằng Trellis</translation>
    </message>
    <message>
        <source>cannot write %1: %2</source>
        <translation>không ghi được %1: %2</translation>
    </message>
</context>
<context>
    <name>DiagramTheme</name>
    <message>
        <source>Black and white (print)</source>
        <translation>Đen trắng (để in)</translation>
    </message>
    <message>
        <source>Screen colours</source>
        <translation>Màu màn hình</translation>
    </message>
</context>
<context>
    <name>Error</name>
    <message>
        <source>the [FEN] tag &apos;%1&apos; is a position of no variant (tried %2)</source>
        <translation>thẻ [FEN] &apos;%1&apos; không phải thế cờ của biến thể nào (đã thử %2)</translation>
    </message>
    <message>
        <source>move %1: &apos;%2&apos; could be %3, and the game replays with more than one of them</source>
        <translation>nước %1: &apos;%2&apos; có thể là %3, và ván cờ đi lại được với hơn một cách trong số đó</translation>
    </message>
    <message>
        <source>the [FEN] tag holds the board after the last move, not the start: the game was read from the start position</source>
        <translation>thẻ [FEN] chứa bàn cờ sau nước cuối, không phải thế bắt đầu: ván cờ được đọc từ thế khởi đầu</translation>
    </message>
    <message>
        <source>move %1: &apos;%2&apos; could be %4; %3 was taken, the only one with which the rest of the game replays</source>
        <translation>nước %1: &apos;%2&apos; có thể là %4; đã chọn %3, cách duy nhất để phần còn lại của ván cờ đi lại được</translation>
    </message>
    <message>
        <source>the [FEN] tag was repaired</source>
        <translation>thẻ [FEN] đã được sửa</translation>
    </message>
    <message>
        <source>%1: castling rights &apos;%2&apos; the position cannot have were dropped (kept &apos;%3&apos;)</source>
        <translation>%1: quyền nhập thành &apos;%2&apos; mà thế cờ không thể có đã bị bỏ (giữ lại &apos;%3&apos;)</translation>
    </message>
    <message>
        <source>game %1, line %2, column %3</source>
        <translation>ván %1, dòng %2, cột %3</translation>
    </message>
    <message>
        <source>no error</source>
        <translation>không có lỗi</translation>
    </message>
    <message>
        <source>unknown variant &apos;%1&apos; (known: %2)</source>
        <translation>biến thể không xác định &apos;%1&apos; (các biến thể đã biết: %2)</translation>
    </message>
    <message>
        <source>%1 has no rule set &apos;%2&apos; (known: %3)</source>
        <translation>%1 không có bộ luật &apos;%2&apos; (các bộ luật đã biết: %3)</translation>
    </message>
    <message>
        <source>%1: expected %2 fields, found %3</source>
        <translation>%1: cần %2 trường, tìm thấy %3</translation>
    </message>
    <message>
        <source>%1: &apos;%2&apos; is not a board or level</source>
        <translation>%1: &apos;%2&apos; không phải là bàn cờ hay tầng</translation>
    </message>
    <message>
        <source>%1: the board or level %2 is given twice</source>
        <translation>%1: bàn cờ hoặc tầng %2 được khai báo hai lần</translation>
    </message>
    <message>
        <source>%1: the main board %2 is missing</source>
        <translation>%1: thiếu bàn chính %2</translation>
    </message>
    <message>
        <source>%1: &apos;%2&apos; needs %3 rows, found %4</source>
        <translation>%1: &apos;%2&apos; cần %3 hàng, tìm thấy %4</translation>
    </message>
    <message>
        <source>%1: the row &apos;%2&apos; needs %3 squares, found %4</source>
        <translation>%1: hàng &apos;%2&apos; cần %3 ô, tìm thấy %4</translation>
    </message>
    <message>
        <source>%1: &apos;%2&apos; in the row &apos;%3&apos; is not a piece</source>
        <translation>%1: &apos;%2&apos; trong hàng &apos;%3&apos; không phải là quân cờ</translation>
    </message>
    <message>
        <source>%1: &apos;%2&apos; in the row &apos;%3&apos; is not a possible stack</source>
        <translation>%1: &apos;%2&apos; trong hàng &apos;%3&apos; không phải là một chồng quân hợp lệ</translation>
    </message>
    <message>
        <source>%1: in the row &apos;%2&apos;, a heroic mark &apos;+&apos; does not stand right before a piece</source>
        <translation>%1: trong hàng &apos;%2&apos;, dấu anh hùng &apos;+&apos; không đứng ngay trước một quân</translation>
    </message>
    <message>
        <source>%1: %2 cannot stand on %3</source>
        <translation>%1: %2 không thể đứng trên %3</translation>
    </message>
    <message>
        <source>%1: &apos;%2&apos; does not name the board&apos;s owner (w or b)</source>
        <translation>%1: &apos;%2&apos; không chỉ ra chủ của bàn (w hoặc b)</translation>
    </message>
    <message>
        <source>%1: %2 attack boards, at most %3 allowed</source>
        <translation>%1: có %2 bàn tấn công, tối đa chỉ được %3</translation>
    </message>
    <message>
        <source>%1: %2 has %3 attack boards, at most %4 allowed</source>
        <translation>%1: %2 có %3 bàn tấn công, tối đa chỉ được %4</translation>
    </message>
    <message>
        <source>%1: &apos;%2&apos; is not a side to move</source>
        <translation>%1: &apos;%2&apos; không phải là ký hiệu bên đi</translation>
    </message>
    <message>
        <source>%1: bad castling rights &apos;%2&apos;</source>
        <translation>%1: quyền nhập thành &apos;%2&apos; không hợp lệ</translation>
    </message>
    <message>
        <source>%1: bad en passant square &apos;%2&apos;</source>
        <translation>%1: ô bắt tốt qua đường &apos;%2&apos; không hợp lệ</translation>
    </message>
    <message>
        <source>%1: bad double-step rights: &apos;%2&apos; is not a pawn on its start square</source>
        <translation>%1: quyền đi hai ô không hợp lệ: &apos;%2&apos; không phải là tốt ở ô xuất phát</translation>
    </message>
    <message>
        <source>%1: bad pending promotion &apos;%2&apos;</source>
        <translation>%1: phong cấp đang chờ &apos;%2&apos; không hợp lệ</translation>
    </message>
    <message>
        <source>%1: &apos;%2&apos; is not a halfmove clock</source>
        <translation>%1: &apos;%2&apos; không phải là bộ đếm nửa nước</translation>
    </message>
    <message>
        <source>%1: &apos;%2&apos; is not a move number</source>
        <translation>%1: &apos;%2&apos; không phải là số thứ tự nước đi</translation>
    </message>
    <message>
        <source>%1: %2 has %4 pieces of type %3, needs exactly one</source>
        <translation>%1: %2 có %4 quân %3, trong khi cần đúng một quân</translation>
    </message>
    <message>
        <source>%1: a second %2 %3 on %4</source>
        <translation>%1: có %3 %2 thứ hai ở %4</translation>
    </message>
    <message>
        <source>%1: a pawn on %2, a rank where no pawn can stand</source>
        <translation>%1: có tốt ở %2, hàng mà tốt không thể đứng</translation>
    </message>
    <message>
        <source>%1: %2 is in check but it is not %2&apos;s turn</source>
        <translation>%1: %2 đang bị chiếu nhưng không đến lượt %2 đi</translation>
    </message>
    <message>
        <source>%1: bad turn-in-progress &apos;%2&apos;</source>
        <translation>%1: nước đi đang dở &apos;%2&apos; không hợp lệ</translation>
    </message>
    <message>
        <source>%1: the turn-in-progress step &apos;%2&apos; from %3 is not legal</source>
        <translation>%1: bước &apos;%2&apos; từ %3 của nước đi đang dở không hợp lệ</translation>
    </message>
    <message>
        <source>%1: %2 has no %3</source>
        <translation>%1: %2 không có %3</translation>
    </message>
    <message>
        <source>%1: the two %2s face each other with nothing between</source>
        <translation>%1: hai quân %2 đối mặt nhau mà không có quân nào ở giữa</translation>
    </message>
    <message>
        <source>%1: a pawn on %2, its own first rank</source>
        <translation>%1: có tốt ở %2, hàng đầu tiên của chính nó</translation>
    </message>
    <message>
        <source>%1: too many %3 pieces for one side: %2 has %4, at most %5</source>
        <translation>%1: quá nhiều quân %3 cho một bên: %2 có %4, tối đa %5</translation>
    </message>
    <message>
        <source>%1: %2 has %3 pieces more than its starting set, but only %4 pawns are missing to have promoted</source>
        <translation>%1: %2 thừa %3 quân so với bộ quân ban đầu, nhưng chỉ thiếu %4 tốt để có thể giải thích bằng phong cấp</translation>
    </message>
    <message>
        <source>%1: %2 is in check from %3 pieces at once, which no move can give</source>
        <translation>%1: %2 bị %3 quân chiếu cùng lúc, điều mà không nước đi nào tạo ra được</translation>
    </message>
    <message>
        <source>%1: %2&apos;s last piece besides the Commander, the %3 on %4, is not heroic (the Last Guard rule makes it heroic)</source>
        <translation>%1: quân cuối cùng của %2 ngoài Tư lệnh, quân %3 ở %4, không phải là anh hùng (luật Hộ vệ cuối cùng khiến nó thành anh hùng)</translation>
    </message>
    <message>
        <source>empty move text</source>
        <translation>chuỗi nước đi trống</translation>
    </message>
    <message>
        <source>cannot read &apos;%1&apos; (&apos;%2&apos; is not part of a move)</source>
        <translation>không đọc được &apos;%1&apos; (&apos;%2&apos; không thuộc một nước đi)</translation>
    </message>
    <message>
        <source>no legal move matches &apos;%1&apos;</source>
        <translation>không có nước đi hợp lệ nào khớp với &apos;%1&apos;</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is ambiguous: %2</source>
        <translation>&apos;%1&apos; không rõ ràng: %2</translation>
    </message>
    <message>
        <source>the move is not legal here</source>
        <translation>nước đi này không hợp lệ ở đây</translation>
    </message>
    <message>
        <source>unexpected &apos;%1&apos;</source>
        <translation>không mong đợi gặp &apos;%1&apos;</translation>
    </message>
    <message>
        <source>a tag name must follow &apos;[&apos;</source>
        <translation>sau &apos;[&apos; phải là tên thẻ</translation>
    </message>
    <message>
        <source>the value of tag %1 must be in double quotes</source>
        <translation>giá trị của thẻ %1 phải nằm trong dấu ngoặc kép</translation>
    </message>
    <message>
        <source>the value of tag %1 has no closing &apos;&quot;&apos;</source>
        <translation>giá trị của thẻ %1 thiếu dấu &apos;&quot;&apos; đóng</translation>
    </message>
    <message>
        <source>the tag %1 has no closing &apos;]&apos;</source>
        <translation>thẻ %1 thiếu dấu &apos;]&apos; đóng</translation>
    </message>
    <message>
        <source>unterminated comment (no closing &apos;}&apos;)</source>
        <translation>bình luận không được đóng (thiếu dấu &apos;}&apos;)</translation>
    </message>
    <message>
        <source>a number must follow &apos;$&apos;</source>
        <translation>sau &apos;$&apos; phải là một số</translation>
    </message>
    <message>
        <source>NAG %1 out of range (0-255)</source>
        <translation>NAG %1 nằm ngoài phạm vi (0-255)</translation>
    </message>
    <message>
        <source>unknown move annotation &apos;%1&apos;</source>
        <translation>ký hiệu chú giải nước đi không xác định &apos;%1&apos;</translation>
    </message>
    <message>
        <source>annotation &apos;%1&apos; at the start of a variation, before any move</source>
        <translation>ký hiệu chú giải &apos;%1&apos; ở đầu một biến, trước mọi nước đi</translation>
    </message>
    <message>
        <source>&apos;e.p.&apos; without a move before it</source>
        <translation>&apos;e.p.&apos; mà không có nước đi nào trước đó</translation>
    </message>
    <message>
        <source>a variation must follow the move it replaces</source>
        <translation>biến phải đứng sau nước đi mà nó thay thế</translation>
    </message>
    <message>
        <source>variations nested deeper than %1</source>
        <translation>các biến lồng nhau sâu hơn %1 cấp</translation>
    </message>
    <message>
        <source>&apos;)&apos; without a matching &apos;(&apos;</source>
        <translation>&apos;)&apos; không có &apos;(&apos; tương ứng</translation>
    </message>
    <message>
        <source>empty variation</source>
        <translation>biến trống</translation>
    </message>
    <message>
        <source>unterminated variation (no &apos;)&apos; before the game ends)</source>
        <translation>biến không được đóng (không có &apos;)&apos; trước khi ván cờ kết thúc)</translation>
    </message>
    <message>
        <source>unknown variant &apos;%1&apos;</source>
        <translation>biến thể không xác định &apos;%1&apos;</translation>
    </message>
    <message>
        <source>no [Variant] tag, and no variant reads games without one</source>
        <translation>không có thẻ [Variant], và không biến thể nào đọc được ván cờ thiếu thẻ này</translation>
    </message>
    <message>
        <source>no [Variant] tag, and no variant reads the first move &apos;%1&apos; (tried %2)</source>
        <translation>không có thẻ [Variant], và không biến thể nào đọc được nước đi đầu tiên &apos;%1&apos; (đã thử %2)</translation>
    </message>
    <message>
        <source>bad [Rules] tag</source>
        <translation>thẻ [Rules] không hợp lệ</translation>
    </message>
    <message>
        <source>bad [FEN] tag</source>
        <translation>thẻ [FEN] không hợp lệ</translation>
    </message>
    <message>
        <source>[SetUp &quot;1&quot;] without a [FEN] tag</source>
        <translation>có [SetUp &quot;1&quot;] nhưng không có thẻ [FEN]</translation>
    </message>
    <message>
        <source>move %1: illegal move &apos;%2&apos;</source>
        <translation>nước %1: nước đi không hợp lệ &apos;%2&apos;</translation>
    </message>
    <message>
        <source>the start position can only change before the first turn</source>
        <translation>thế cờ ban đầu chỉ có thể thay đổi trước nước đi đầu tiên</translation>
    </message>
    <message>
        <source>no node %1</source>
        <translation>không có nút %1</translation>
    </message>
    <message>
        <source>cannot open %1: %2</source>
        <translation>không mở được %1: %2</translation>
    </message>
    <message>
        <source>cannot read %1: %2</source>
        <translation>không đọc được %1: %2</translation>
    </message>
    <message>
        <source>cannot save %1: %2</source>
        <translation>không lưu được %1: %2</translation>
    </message>
    <message>
        <source>cannot save %1: the path names no file</source>
        <translation>không lưu được %1: đường dẫn không chỉ đến tệp nào</translation>
    </message>
    <message>
        <source>the stored game cannot be read or written: %1</source>
        <translation>không đọc hoặc ghi được ván cờ đã lưu: %1</translation>
    </message>
    <message>
        <source>the goal &apos;%1&apos; is not &apos;mate in N&apos; or &apos;win&apos;</source>
        <translation>mục tiêu &apos;%1&apos; không phải là &apos;mate in N&apos; hay &apos;win&apos;</translation>
    </message>
    <message>
        <source>the puzzle gives no solving turn</source>
        <translation>câu đố không đưa ra nước giải nào</translation>
    </message>
    <message>
        <source>there is no mate in %1 from this position</source>
        <translation>không có chiếu hết sau %1 nước từ thế cờ này</translation>
    </message>
    <message>
        <source>%1 %2 does not mate in %3</source>
        <translation>%1 %2 không chiếu hết trong %3 nước</translation>
    </message>
    <message>
        <source>%1 %2 is not the longest defence: %3 holds out longer</source>
        <translation>%1 %2 không phải là cách phòng thủ dai dẳng nhất: %3 cầm cự được lâu hơn</translation>
    </message>
    <message>
        <source>the line goes on after the mate at move %1</source>
        <translation>biến vẫn tiếp tục sau khi chiếu hết ở nước %1</translation>
    </message>
    <message>
        <source>no decisive gain: the best turn %1 scores %2</source>
        <translation>không có ưu thế quyết định: nước đi tốt nhất %1 chỉ được đánh giá %2</translation>
    </message>
    <message>
        <source>%1 %2 is not the winning turn: the engine finds %3</source>
        <translation>%1 %2 không phải là nước thắng: máy phân tích tìm ra %3</translation>
    </message>
    <message>
        <source>your own piece is on %1</source>
        <translation>quân của chính bạn đang ở %1</translation>
    </message>
    <message>
        <source>the %1 on %2 cannot reach %3: it does not move that way</source>
        <translation>quân %1 ở %2 không thể đến %3: quân này không đi theo cách đó</translation>
    </message>
    <message>
        <source>the %1 on %2 cannot reach %3: it goes at most %4 square(s) that way</source>
        <translation>quân %1 ở %2 không thể đến %3: theo hướng đó nó chỉ đi được tối đa %4 ô</translation>
    </message>
    <message>
        <source>the %1 on %2 cannot reach %3: the path is blocked on %4</source>
        <translation>quân %1 ở %2 không thể đến %3: đường đi bị chặn ở %4</translation>
    </message>
    <message>
        <source>that would leave your %1 in check</source>
        <translation>nước đi đó sẽ khiến %1 của bạn bị chiếu</translation>
    </message>
    <message>
        <source>that would leave your %1 facing the enemy %1</source>
        <translation>nước đi đó sẽ khiến %1 của bạn đối mặt với %1 đối phương</translation>
    </message>
    <message>
        <source>the %1 cannot move onto land (%2)</source>
        <translation>quân %1 không thể đi lên đất liền (%2)</translation>
    </message>
    <message>
        <source>the %1 cannot move onto water (%2)</source>
        <translation>quân %1 không thể đi xuống vùng nước (%2)</translation>
    </message>
    <message>
        <source>the %1 cannot cross the river from %2 to %3: heavy pieces cross only straight along a bridge</source>
        <translation>quân %1 không thể qua sông từ %2 đến %3: quân nặng chỉ qua sông theo đường thẳng trên cầu</translation>
    </message>
    <message>
        <source>the %1 cannot fly there: %2 is in the enemy&apos;s air defence</source>
        <translation>quân %1 không thể bay đến đó: %2 nằm trong vùng phòng không của đối phương</translation>
    </message>
    <message>
        <source>error %1</source>
        <translation>lỗi %1</translation>
    </message>
    <message>
        <source>%1 is not a weights file (a JSON object): %2</source>
        <translation>%1 không phải là tệp trọng số (một đối tượng JSON): %2</translation>
    </message>
    <message>
        <source>%1 holds weights for &apos;%2&apos;, not for &apos;%3&apos;</source>
        <translation>%1 chứa trọng số cho &apos;%2&apos;, không phải cho &apos;%3&apos;</translation>
    </message>
    <message>
        <source>%1: &apos;%2&apos; is not a weight of this variant&apos;s evaluation</source>
        <translation>%1: &apos;%2&apos; không phải là một trọng số trong hàm đánh giá của biến thể này</translation>
    </message>
    <message>
        <source>%1: the weight &apos;%2&apos; is not a whole number from -100000 to 100000</source>
        <translation>%1: trọng số &apos;%2&apos; không phải là số nguyên từ -100000 đến 100000</translation>
    </message>
    <message>
        <source>the %1 on %2 could reach %3, but the turn could not then be finished legally (every piece must be able to stay where it is left, and your %4 safe)</source>
        <translation>quân %1 ở %2 có thể đến %3, nhưng khi đó lượt đi không thể kết thúc hợp lệ (mỗi quân phải đứng được ở nơi nó ở lại, và %4 của bạn phải an toàn)</translation>
    </message>
    <message>
        <source>the engine failed: %1</source>
        <translation>máy phân tích gặp lỗi: %1</translation>
    </message>
</context>
<context>
    <name>GameSheet</name>
    <message>
        <source>Game</source>
        <translation>Ván cờ</translation>
    </message>
    <message>
        <source>round %1</source>
        <translation>vòng %1</translation>
    </message>
    <message>
        <source>Result: %1</source>
        <translation>Kết quả: %1</translation>
    </message>
    <message>
        <source>Start: %1</source>
        <translation>Thế cờ ban đầu: %1</translation>
    </message>
    <message>
        <source>After %1: %2</source>
        <translation>Sau %1: %2</translation>
    </message>
    <message>
        <source>%1 / %2</source>
        <translation>%1 / %2</translation>
    </message>
</context>
<context>
    <name>NagGlyph</name>
    <message>
        <source>Good move</source>
        <translation>Nước đi hay</translation>
    </message>
    <message>
        <source>Mistake</source>
        <translation>Sai lầm</translation>
    </message>
    <message>
        <source>Brilliant move</source>
        <translation>Nước đi xuất sắc</translation>
    </message>
    <message>
        <source>Blunder</source>
        <translation>Sai lầm nghiêm trọng</translation>
    </message>
    <message>
        <source>Interesting move</source>
        <translation>Nước đi đáng chú ý</translation>
    </message>
    <message>
        <source>Dubious move</source>
        <translation>Nước đi đáng ngờ</translation>
    </message>
    <message>
        <source>Only move</source>
        <translation>Nước đi duy nhất</translation>
    </message>
    <message>
        <source>Singular move</source>
        <translation>Nước đi độc nhất</translation>
    </message>
    <message>
        <source>Equal position</source>
        <translation>Thế cờ cân bằng</translation>
    </message>
    <message>
        <source>Equal chances, quiet position</source>
        <translation>Cơ hội ngang nhau, thế cờ yên tĩnh</translation>
    </message>
    <message>
        <source>Equal chances, active position</source>
        <translation>Cơ hội ngang nhau, thế cờ sôi động</translation>
    </message>
    <message>
        <source>Unclear position</source>
        <translation>Thế cờ không rõ ràng</translation>
    </message>
    <message>
        <source>First player is slightly better</source>
        <translation>Người chơi thứ nhất hơi ưu thế</translation>
    </message>
    <message>
        <source>Second player is slightly better</source>
        <translation>Người chơi thứ hai hơi ưu thế</translation>
    </message>
    <message>
        <source>First player is better</source>
        <translation>Người chơi thứ nhất ưu thế</translation>
    </message>
    <message>
        <source>Second player is better</source>
        <translation>Người chơi thứ hai ưu thế</translation>
    </message>
    <message>
        <source>First player is winning</source>
        <translation>Người chơi thứ nhất thắng thế</translation>
    </message>
    <message>
        <source>Second player is winning</source>
        <translation>Người chơi thứ hai thắng thế</translation>
    </message>
    <message>
        <source>Zugzwang</source>
        <translation>Thế buộc phải đi (zugzwang)</translation>
    </message>
    <message>
        <source>Development advantage</source>
        <translation>Ưu thế phát triển</translation>
    </message>
    <message>
        <source>Initiative</source>
        <translation>Quyền chủ động</translation>
    </message>
    <message>
        <source>Attack</source>
        <translation>Tấn công</translation>
    </message>
    <message>
        <source>Counterplay</source>
        <translation>Phản công</translation>
    </message>
    <message>
        <source>Time trouble</source>
        <translation>Thiếu thời gian</translation>
    </message>
    <message>
        <source>Novelty</source>
        <translation>Nước đi mới</translation>
    </message>
    <message>
        <source>Diagram</source>
        <translation>Sơ đồ</translation>
    </message>
</context>
<context>
    <name>QAbstractSpinBox</name>
    <message>
        <source>&amp;Select All</source>
        <translation>Chọn &amp;tất cả</translation>
    </message>
    <message>
        <source>&amp;Step up</source>
        <translation>Tăng &amp;lên</translation>
    </message>
    <message>
        <source>Step &amp;down</source>
        <translation>&amp;Giảm xuống</translation>
    </message>
</context>
<context>
    <name>QDockWidget</name>
    <message>
        <source>Close</source>
        <translation>Đóng</translation>
    </message>
    <message>
        <source>Closes the dock widget</source>
        <translation>Đóng khung này</translation>
    </message>
    <message>
        <source>Float</source>
        <translation>Tách rời</translation>
    </message>
    <message>
        <source>Undocks and re-attaches the dock widget</source>
        <translation>Tách khung ra khỏi cửa sổ hoặc gắn lại</translation>
    </message>
</context>
<context>
    <name>QFileDialog</name>
    <message>
        <source>Look in:</source>
        <translation>Tìm trong:</translation>
    </message>
    <message>
        <source>File &amp;name:</source>
        <translation>&amp;Tên tệp:</translation>
    </message>
    <message>
        <source>Files of type:</source>
        <translation>Loại tệp:</translation>
    </message>
    <message>
        <source>&amp;Open</source>
        <translation>&amp;Mở</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Lưu</translation>
    </message>
    <message>
        <source>&amp;Choose</source>
        <translation>&amp;Chọn</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Quay lại</translation>
    </message>
    <message>
        <source>Forward</source>
        <translation>Tiến tới</translation>
    </message>
    <message>
        <source>Parent Directory</source>
        <translation>Thư mục cha</translation>
    </message>
    <message>
        <source>Create New Folder</source>
        <translation>Tạo thư mục mới</translation>
    </message>
    <message>
        <source>List View</source>
        <translation>Dạng danh sách</translation>
    </message>
    <message>
        <source>Detail View</source>
        <translation>Dạng chi tiết</translation>
    </message>
    <message>
        <source>All Files (*)</source>
        <translation>Tất cả tệp (*)</translation>
    </message>
    <message>
        <source>%1 already exists.
Do you want to replace it?</source>
        <translation>%1 đã tồn tại.
Bạn có muốn thay thế không?</translation>
    </message>
    <message>
        <source>%1
Directory not found.
Please verify the correct directory name was given.</source>
        <translation>%1
Không tìm thấy thư mục.
Hãy kiểm tra lại tên thư mục đã nhập.</translation>
    </message>
    <message>
        <source>%1
File not found.
Please verify the correct file name was given.</source>
        <translation>%1
Không tìm thấy tệp.
Hãy kiểm tra lại tên tệp đã nhập.</translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation>&amp;Xóa</translation>
    </message>
    <message>
        <source>&amp;New Folder</source>
        <translation>Thư mục &amp;mới</translation>
    </message>
    <message>
        <source>&amp;Rename</source>
        <translation>Đổi &amp;tên</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is write protected.
Do you want to delete it anyway?</source>
        <translation>&apos;%1&apos; đang được bảo vệ chống ghi.
Bạn vẫn muốn xóa không?</translation>
    </message>
    <message>
        <source>All files (*)</source>
        <translation>Tất cả tệp (*)</translation>
    </message>
    <message>
        <source>Alt+Left</source>
        <translation>Alt+Left</translation>
    </message>
    <message>
        <source>Alt+Right</source>
        <translation>Alt+Right</translation>
    </message>
    <message>
        <source>Alt+Up</source>
        <translation>Alt+Up</translation>
    </message>
    <message>
        <source>Are you sure you want to delete &apos;%1&apos;?</source>
        <translation>Bạn có chắc muốn xóa &apos;%1&apos; không?</translation>
    </message>
    <message>
        <source>Change to detail view mode</source>
        <translation>Chuyển sang dạng chi tiết</translation>
    </message>
    <message>
        <source>Change to list view mode</source>
        <translation>Chuyển sang dạng danh sách</translation>
    </message>
    <message>
        <source>Could not delete directory.</source>
        <translation>Không xóa được thư mục.</translation>
    </message>
    <message>
        <source>Create a New Folder</source>
        <translation>Tạo một thư mục mới</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Xóa</translation>
    </message>
    <message>
        <source>Directories</source>
        <translation>Thư mục</translation>
    </message>
    <message>
        <source>Directory:</source>
        <translation>Thư mục:</translation>
    </message>
    <message>
        <source>Files</source>
        <translation>Tệp</translation>
    </message>
    <message>
        <source>Find Directory</source>
        <translation>Tìm thư mục</translation>
    </message>
    <message>
        <source>Go back</source>
        <translation>Quay lại</translation>
    </message>
    <message>
        <source>Go forward</source>
        <translation>Tiến tới</translation>
    </message>
    <message>
        <source>Go to the parent directory</source>
        <translation>Lên thư mục cha</translation>
    </message>
    <message>
        <source>List of places and bookmarks</source>
        <translation>Danh sách vị trí và dấu trang</translation>
    </message>
    <message>
        <source>New Folder</source>
        <translation>Thư mục mới</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Mở</translation>
    </message>
    <message>
        <source>Recent Places</source>
        <translation>Vị trí gần đây</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Gỡ bỏ</translation>
    </message>
    <message>
        <source>Save As</source>
        <translation>Lưu thành</translation>
    </message>
    <message>
        <source>Show </source>
        <translation>Hiện </translation>
    </message>
    <message>
        <source>Show &amp;hidden files</source>
        <translation>&amp;Hiện các tệp ẩn</translation>
    </message>
    <message>
        <source>Sidebar</source>
        <translation>Thanh bên</translation>
    </message>
</context>
<context>
    <name>QFileSystemModel</name>
    <message>
        <source>Name</source>
        <translation>Tên</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>Kích thước</translation>
    </message>
    <message>
        <source>Date Modified</source>
        <translation>Ngày sửa đổi</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>Loại</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>Máy tính</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Kiểu</translation>
    </message>
    <message>
        <source>My Computer</source>
        <translation>Máy tính của tôi</translation>
    </message>
</context>
<context>
    <name>QLineEdit</name>
    <message>
        <source>&amp;Copy</source>
        <translation>&amp;Sao chép</translation>
    </message>
    <message>
        <source>&amp;Paste</source>
        <translation>&amp;Dán</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>Làm lạ&amp;i</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Hoàn tác</translation>
    </message>
    <message>
        <source>Cu&amp;t</source>
        <translation>&amp;Cắt</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Xóa</translation>
    </message>
    <message>
        <source>Select All</source>
        <translation>Chọn tất cả</translation>
    </message>
</context>
<context>
    <name>QMessageBox</name>
    <message>
        <source>Show Details...</source>
        <translation>Hiện chi tiết...</translation>
    </message>
    <message>
        <source>Hide Details...</source>
        <translation>Ẩn chi tiết...</translation>
    </message>
</context>
<context>
    <name>QObject</name>
    <message>
        <source>an untitled game</source>
        <translation>một ván cờ chưa đặt tên</translation>
    </message>
    <message>
        <source>Restore Unsaved Game</source>
        <translation>Khôi phục ván cờ chưa lưu</translation>
    </message>
    <message>
        <source>Trellis did not close properly. Restore %1 as it was at %2?</source>
        <translation>Trellis đã không được đóng đúng cách. Khôi phục %1 về trạng thái lúc %2?</translation>
    </message>
</context>
<context>
    <name>QPlatformTheme</name>
    <message>
        <source>OK</source>
        <translation>Đồng ý</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Lưu</translation>
    </message>
    <message>
        <source>Save All</source>
        <translation>Lưu tất cả</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Mở</translation>
    </message>
    <message>
        <source>&amp;Yes</source>
        <translation>&amp;Có</translation>
    </message>
    <message>
        <source>Yes to &amp;All</source>
        <translation>Có cho &amp;tất cả</translation>
    </message>
    <message>
        <source>&amp;No</source>
        <translation>&amp;Không</translation>
    </message>
    <message>
        <source>N&amp;o to All</source>
        <translation>K&amp;hông cho tất cả</translation>
    </message>
    <message>
        <source>Abort</source>
        <translation>Hủy bỏ</translation>
    </message>
    <message>
        <source>Retry</source>
        <translation>Thử lại</translation>
    </message>
    <message>
        <source>Ignore</source>
        <translation>Bỏ qua</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Đóng</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Hủy</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>Không lưu</translation>
    </message>
    <message>
        <source>Help</source>
        <translation>Trợ giúp</translation>
    </message>
    <message>
        <source>Apply</source>
        <translation>Áp dụng</translation>
    </message>
    <message>
        <source>Reset</source>
        <translation>Đặt lại</translation>
    </message>
    <message>
        <source>Restore Defaults</source>
        <translation>Khôi phục mặc định</translation>
    </message>
</context>
<context>
    <name>QWidgetTextControl</name>
    <message>
        <source>&amp;Copy</source>
        <translation>&amp;Sao chép</translation>
    </message>
    <message>
        <source>&amp;Paste</source>
        <translation>&amp;Dán</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>Làm lạ&amp;i</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Hoàn tác</translation>
    </message>
    <message>
        <source>Copy &amp;Link Location</source>
        <translation>Sao chép địa chỉ &amp;liên kết</translation>
    </message>
    <message>
        <source>Cu&amp;t</source>
        <translation>&amp;Cắt</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Xóa</translation>
    </message>
    <message>
        <source>Select All</source>
        <translation>Chọn tất cả</translation>
    </message>
</context>
<context>
    <name>SampleTitles</name>
    <message>
        <source>%1 sample game</source>
        <translation>Ván mẫu %1</translation>
    </message>
    <message>
        <source>%1 puzzles</source>
        <translation>Câu đố %1</translation>
    </message>
    <message>
        <source>%1 training positions from games</source>
        <translation>Thế cờ luyện tập từ các ván %1</translation>
    </message>
</context>
<context>
    <name>SceneSnapshot</name>
    <message>
        <source>the 3D view needs OpenGL, which this display does not offer</source>
        <translation>chế độ xem 3D cần OpenGL, nhưng màn hình này không hỗ trợ</translation>
    </message>
    <message>
        <source>the 3D view did not render within 30 s</source>
        <translation>chế độ xem 3D không hiển thị xong trong 30 giây</translation>
    </message>
    <message>
        <source>the 3D snapshot did not render within 30 s</source>
        <translation>ảnh chụp 3D không hiển thị xong trong 30 giây</translation>
    </message>
    <message>
        <source>the graphics card cannot render a picture of this size</source>
        <translation>card đồ họa không thể tạo ảnh có kích thước này</translation>
    </message>
</context>
<context>
    <name>Translations</name>
    <message>
        <source>System default</source>
        <translation>Theo hệ thống</translation>
    </message>
</context>
<context>
    <name>TriDDiagramPainter</name>
    <message>
        <source>Stacked levels</source>
        <translation>Các tầng chồng lên nhau</translation>
    </message>
    <message>
        <source>Side by side</source>
        <translation>Đặt cạnh nhau</translation>
    </message>
</context>
<context>
    <name>Variant</name>
    <message>
        <source>Chess</source>
        <translation>Cờ vua</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Trắng</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Đen</translation>
    </message>
    <message>
        <source>SAN</source>
        <translation>SAN</translation>
    </message>
    <message>
        <source>Long algebraic</source>
        <translation>Đại số dạng đầy đủ</translation>
    </message>
    <message>
        <source>King</source>
        <translation>Vua</translation>
    </message>
    <message>
        <source>Queen</source>
        <translation>Hậu</translation>
    </message>
    <message>
        <source>Rook</source>
        <translation>Xe</translation>
    </message>
    <message>
        <source>Bishop</source>
        <translation>Tượng</translation>
    </message>
    <message>
        <source>Knight</source>
        <translation>Mã</translation>
    </message>
    <message>
        <source>Pawn</source>
        <translation>Tốt</translation>
    </message>
    <message>
        <source>Cotulenh</source>
        <translation>Cờ Tư Lệnh</translation>
    </message>
    <message>
        <source>Red</source>
        <translation>Đỏ</translation>
    </message>
    <message>
        <source>Blue</source>
        <translation>Xanh</translation>
    </message>
    <message>
        <source>LAN</source>
        <translation>LAN</translation>
    </message>
    <message>
        <source>Commander</source>
        <translation>Tư lệnh</translation>
    </message>
    <message>
        <source>Infantry</source>
        <translation>Bộ binh</translation>
    </message>
    <message>
        <source>Tank</source>
        <translation>Xe tăng</translation>
    </message>
    <message>
        <source>Militia</source>
        <translation>Dân quân</translation>
    </message>
    <message>
        <source>Engineer</source>
        <translation>Công binh</translation>
    </message>
    <message>
        <source>Artillery</source>
        <translation>Pháo binh</translation>
    </message>
    <message>
        <source>Anti-Air</source>
        <translation>Phòng không</translation>
    </message>
    <message>
        <source>Missile</source>
        <translation>Tên lửa</translation>
    </message>
    <message>
        <source>Air Force</source>
        <translation>Không quân</translation>
    </message>
    <message>
        <source>Navy</source>
        <translation>Hải quân</translation>
    </message>
    <message>
        <source>Headquarters</source>
        <translation>Sở chỉ huy</translation>
    </message>
    <message>
        <source>Tri-D Chess</source>
        <translation>Cờ vua ba chiều</translation>
    </message>
    <message>
        <source>Composite</source>
        <translation>Ghép bước</translation>
    </message>
    <message>
        <source>Meder</source>
        <translation>Meder</translation>
    </message>
</context>
<context>
    <name>trellis::AnalysisModel</name>
    <message>
        <source>Stopped</source>
        <translation>Đã dừng</translation>
    </message>
    <message>
        <source>Analysing…</source>
        <translation>Đang phân tích…</translation>
    </message>
    <message>
        <source>Stopped at depth %1</source>
        <translation>Đã dừng ở độ sâu %1</translation>
    </message>
    <message>
        <source>The engine could not be started (%1): %2</source>
        <translation>Không khởi động được máy phân tích (%1): %2</translation>
    </message>
    <message>
        <source>The engine crashed.</source>
        <translation>Máy phân tích bị lỗi và đã dừng đột ngột.</translation>
    </message>
    <message>
        <source>The engine failed (exit code %1)%2</source>
        <translation>Máy phân tích gặp lỗi (mã thoát %1)%2</translation>
    </message>
    <message>
        <source>Finished at depth %1</source>
        <translation>Hoàn tất ở độ sâu %1</translation>
    </message>
    <message>
        <source>Finished</source>
        <translation>Hoàn tất</translation>
    </message>
    <message>
        <source>Depth %1, %2 nodes, %3 nodes/s</source>
        <translation>Độ sâu %1, %2 nút, %3 nút/giây</translation>
    </message>
    <message>
        <source>%1
%2 nodes, %3 nodes/s</source>
        <translation>%1
%2 nút, %3 nút/giây</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Đánh giá</translation>
    </message>
    <message>
        <source>Depth</source>
        <translation>Độ sâu</translation>
    </message>
    <message>
        <source>Line</source>
        <translation>Biến</translation>
    </message>
</context>
<context>
    <name>trellis::AnalysisPanel</name>
    <message>
        <source>Lines: </source>
        <translation>Số biến: </translation>
    </message>
    <message>
        <source>Depth: </source>
        <translation>Độ sâu: </translation>
    </message>
    <message>
        <source>Depth: ∞</source>
        <translation>Độ sâu: ∞</translation>
    </message>
    <message>
        <source>The analysis stops at this depth (∞: no limit)</source>
        <translation>Phân tích dừng ở độ sâu này (∞: không giới hạn)</translation>
    </message>
    <message>
        <source> s</source>
        <translation> giây</translation>
    </message>
    <message>
        <source>Time: </source>
        <translation>Thời gian: </translation>
    </message>
    <message>
        <source>Time: ∞</source>
        <translation>Thời gian: ∞</translation>
    </message>
    <message>
        <source>The analysis stops after this many seconds (∞: no limit)</source>
        <translation>Phân tích dừng sau số giây này (∞: không giới hạn)</translation>
    </message>
    <message>
        <source>Add as variation</source>
        <translation>Thêm làm biến</translation>
    </message>
    <message>
        <source>Adds the selected line (or the best) to the game, with its score as a comment</source>
        <translation>Thêm biến đang chọn (hoặc biến tốt nhất) vào ván cờ, kèm đánh giá của nó làm bình luận</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>Dừng</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Bắt đầu</translation>
    </message>
    <message>
        <source>Built-in engine</source>
        <translation>Máy phân tích có sẵn</translation>
    </message>
    <message>
        <source>The engine that analyses (Edit &gt; Engines…)</source>
        <translation>Máy phân tích dùng để phân tích (Chỉnh sửa &gt; Máy phân tích…)</translation>
    </message>
</context>
<context>
    <name>trellis::DatabasePanel</name>
    <message>
        <source>No database</source>
        <translation>Chưa có cơ sở dữ liệu</translation>
    </message>
    <message>
        <source>Search players or event</source>
        <translation>Tìm người chơi hoặc giải đấu</translation>
    </message>
    <message>
        <source>Shows the games whose players or event contain the text</source>
        <translation>Hiện các ván cờ có tên người chơi hoặc giải đấu chứa đoạn văn bản này</translation>
    </message>
    <message>
        <source>Filter by player, event, site, dates, result, variant, length</source>
        <translation>Lọc theo người chơi, giải đấu, địa điểm, ngày, kết quả, biến thể, độ dài</translation>
    </message>
    <message>
        <source>Clear</source>
        <translation>Xóa lọc</translation>
    </message>
    <message>
        <source>Shows every game again</source>
        <translation>Hiện lại tất cả ván cờ</translation>
    </message>
    <message>
        <source>Position</source>
        <translation>Thế cờ</translation>
    </message>
    <message>
        <source>Shows the games that reach the board&apos;s position, by any move order (with the other filters)</source>
        <translation>Hiện các ván cờ đạt đến thế cờ trên bàn, theo bất kỳ thứ tự nước đi nào (cùng với các bộ lọc khác)</translation>
    </message>
    <message>
        <source>Details…</source>
        <translation>Chi tiết…</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Hoàn tác</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Hủy</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Đóng</translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation>&amp;Xóa</translation>
    </message>
    <message>
        <source>Searching the games that reach the position…</source>
        <translation>Đang tìm các ván cờ đạt đến thế cờ này…</translation>
    </message>
    <message>
        <source>1 game reaches the board&apos;s position.</source>
        <translation>1 ván cờ đạt đến thế cờ trên bàn.</translation>
    </message>
    <message>
        <source>%1 games reach the board&apos;s position.</source>
        <translation>%1 ván cờ đạt đến thế cờ trên bàn.</translation>
    </message>
    <message>
        <source>Filter (%1)…</source>
        <translation>Bộ lọc (%1)…</translation>
    </message>
    <message>
        <source>Filter…</source>
        <translation>Bộ lọc…</translation>
    </message>
    <message>
        <source>counting…</source>
        <translation>đang đếm…</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 / %2</translation>
    </message>
    <message>
        <source>1 game</source>
        <translation>1 ván</translation>
    </message>
    <message>
        <source>%1 games</source>
        <translation>%1 ván</translation>
    </message>
    <message>
        <source>No database is open: File &gt; Open Database… or New Database…</source>
        <translation>Chưa mở cơ sở dữ liệu nào: Tệp &gt; Mở cơ sở dữ liệu… hoặc Cơ sở dữ liệu mới…</translation>
    </message>
    <message>
        <source>This database holds no games yet.
Drop game files (.pgn, .tdc) here to import them, or use File &gt; Import Games…</source>
        <translation>Cơ sở dữ liệu này chưa có ván cờ nào.
Hãy thả tệp ván cờ (.pgn, .tdc) vào đây để nhập, hoặc dùng Tệp &gt; Nhập ván cờ…</translation>
    </message>
    <message>
        <source>No game matches the search and the filter.</source>
        <translation>Không có ván cờ nào khớp với tìm kiếm và bộ lọc.</translation>
    </message>
    <message>
        <source>%1 files</source>
        <translation>%1 tệp</translation>
    </message>
    <message>
        <source>Importing %1…</source>
        <translation>Đang nhập %1…</translation>
    </message>
    <message>
        <source>Importing %1: %2 read, %3 added · %4 games/s</source>
        <translation>Đang nhập %1: đã đọc %2, đã thêm %3 · %4 ván/giây</translation>
    </message>
    <message>
        <source> · %1 broken</source>
        <translation> · %1 ván hỏng</translation>
    </message>
    <message>
        <source>The import stopped after %1: %2</source>
        <translation>Việc nhập dừng lại sau %1: %2</translation>
    </message>
    <message>
        <source>Import cancelled; the %1 imported so far are kept.</source>
        <translation>Đã hủy nhập; %1 đã nhập đến lúc này được giữ lại.</translation>
    </message>
    <message>
        <source>Imported %1 from %2.</source>
        <translation>Đã nhập %1 từ %2.</translation>
    </message>
    <message>
        <source>Skipped %1 that could not be read.</source>
        <translation>Đã bỏ qua %1 không đọc được.</translation>
    </message>
    <message>
        <source>Left out %1 already in the database.</source>
        <translation>Không thêm %1 đã có sẵn trong cơ sở dữ liệu.</translation>
    </message>
    <message>
        <source>Replaced %1 by a longer version.</source>
        <translation>Đã thay %1 bằng phiên bản dài hơn.</translation>
    </message>
    <message>
        <source>An import or export is under way: wait for it to end, or cancel it.</source>
        <translation>Đang có một lần nhập hoặc xuất: hãy chờ nó kết thúc, hoặc hủy nó.</translation>
    </message>
    <message>
        <source>Exporting to %1: %2 of %3 games</source>
        <translation>Đang xuất ra %1: %2 / %3 ván</translation>
    </message>
    <message>
        <source>The export failed: %1</source>
        <translation>Xuất thất bại: %1</translation>
    </message>
    <message>
        <source>Export cancelled; %1 is as it was.</source>
        <translation>Đã hủy xuất; %1 vẫn giữ nguyên như cũ.</translation>
    </message>
    <message>
        <source>Exported %1 to %2.</source>
        <translation>Đã xuất %1 ra %2.</translation>
    </message>
    <message>
        <source>Left out %1 that could not be read back: %2</source>
        <translation>Không xuất %1 không đọc lại được: %2</translation>
    </message>
    <message>
        <source>Exporting to %1…</source>
        <translation>Đang xuất ra %1…</translation>
    </message>
    <message>
        <source>Restored %1.</source>
        <translation>Đã khôi phục %1.</translation>
    </message>
    <message>
        <source>Deleted %1.</source>
        <translation>Đã xóa %1.</translation>
    </message>
    <message>
        <source>The games are in %1 already.</source>
        <translation>Các ván cờ đã có sẵn trong %1.</translation>
    </message>
    <message>
        <source>Copied %1 to %2.</source>
        <translation>Đã sao chép %1 sang %2.</translation>
    </message>
    <message>
        <source>Copy Games to Database</source>
        <translation>Sao chép ván cờ sang cơ sở dữ liệu</translation>
    </message>
    <message>
        <source>Game databases (*.trellisdb)</source>
        <translation>Cơ sở dữ liệu ván cờ (*.trellisdb)</translation>
    </message>
    <message>
        <source>&amp;Open in the Studio</source>
        <translation>&amp;Mở trong cửa sổ chính</translation>
    </message>
    <message>
        <source>&amp;Copy to Database</source>
        <translation>&amp;Sao chép sang cơ sở dữ liệu</translation>
    </message>
    <message>
        <source>&amp;Other Database…</source>
        <translation>&amp;Cơ sở dữ liệu khác…</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Hoàn tác</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>Làm lạ&amp;i</translation>
    </message>
    <message>
        <source>&amp;Filter…</source>
        <translation>Bộ &amp;lọc…</translation>
    </message>
    <message>
        <source>Nothing deleted: cancelled.</source>
        <translation>Không xóa gì: đã hủy.</translation>
    </message>
    <message>
        <source>Copying %1 to %2…</source>
        <translation>Đang sao chép %1 sang %2…</translation>
    </message>
    <message>
        <source>Nothing copied: cancelled.</source>
        <translation>Không sao chép gì: đã hủy.</translation>
    </message>
    <message>
        <source>Compact the database when the import or export under way is over.</source>
        <translation>Hãy nén cơ sở dữ liệu khi việc nhập hoặc xuất đang chạy đã xong.</translation>
    </message>
    <message>
        <source>Compacting %1…</source>
        <translation>Đang nén %1…</translation>
    </message>
    <message>
        <source>Nothing compacted: cancelled.</source>
        <translation>Không nén gì: đã hủy.</translation>
    </message>
    <message>
        <source>Compacted %1: %2 before, %3 now.</source>
        <translation>Đã nén %1: trước %2, giờ %3.</translation>
    </message>
</context>
<context>
    <name>trellis::EnginesDialog</name>
    <message>
        <source>Engines</source>
        <translation>Máy phân tích</translation>
    </message>
    <message>
        <source>Add Engine…</source>
        <translation>Thêm máy phân tích…</translation>
    </message>
    <message>
        <source>Add Stockfish</source>
        <translation>Thêm Stockfish</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Xóa</translation>
    </message>
    <message>
        <source>Used for</source>
        <translation>Dùng cho</translation>
    </message>
    <message>
        <source>Options</source>
        <translation>Tùy chọn</translation>
    </message>
    <message>
        <source>UCI Engine Program</source>
        <translation>Chương trình máy phân tích UCI</translation>
    </message>
    <message>
        <source>Reading the options of %1…</source>
        <translation>Đang đọc các tùy chọn của %1…</translation>
    </message>
    <message>
        <source>Not added: %1</source>
        <translation>Chưa thêm: %1</translation>
    </message>
    <message>
        <source>The engine does not answer: %1</source>
        <translation>Máy phân tích không trả lời: %1</translation>
    </message>
</context>
<context>
    <name>trellis::EvaluationBar</name>
    <message>
        <source>Evaluation: %1 (from White&apos;s / Red&apos;s side)</source>
        <translation>Đánh giá: %1 (theo phía Trắng / Đỏ)</translation>
    </message>
    <message>
        <source>Evaluation: start the analysis to see it</source>
        <translation>Đánh giá: bắt đầu phân tích để xem</translation>
    </message>
</context>
<context>
    <name>trellis::EvaluationGraph</name>
    <message>
        <source>The engine&apos;s score after each turn, from White&apos;s / Red&apos;s side (Game &gt; Analyse Game). Click to go to a turn.</source>
        <translation>Đánh giá của máy phân tích sau mỗi nước đi, theo phía Trắng / Đỏ (Ván cờ &gt; Phân tích ván cờ). Nhấp để đến một nước đi.</translation>
    </message>
</context>
<context>
    <name>trellis::ExportDiagramDialog</name>
    <message>
        <source>Export Diagram</source>
        <translation>Xuất sơ đồ</translation>
    </message>
    <message>
        <source> px</source>
        <translation> px</translation>
    </message>
    <message>
        <source>as the diagram</source>
        <translation>theo sơ đồ</translation>
    </message>
    <message>
        <source>Pixels per point of the PNG picture (2× for sharp printing and high-density screens); SVG and PDF are drawn as shapes</source>
        <translation>Số điểm ảnh trên mỗi đơn vị điểm (pt) của ảnh PNG (2× để in sắc nét và cho màn hình mật độ cao); SVG và PDF được vẽ dưới dạng hình vectơ</translation>
    </message>
    <message>
        <source>&amp;Flip the board</source>
        <translation>&amp;Lật bàn cờ</translation>
    </message>
    <message>
        <source>C&amp;oordinates</source>
        <translation>&amp;Tọa độ</translation>
    </message>
    <message>
        <source>&amp;Last turn</source>
        <translation>Nước đi cuố&amp;i</translation>
    </message>
    <message>
        <source>C&amp;heck</source>
        <translation>&amp;Chiếu</translation>
    </message>
    <message>
        <source>&amp;Marks and arrows of the turn</source>
        <translation>&amp;Dấu và mũi tên của nước đi</translation>
    </message>
    <message>
        <source>Text under the board; {tomove}, {status}, {turn}, {players}, {event}, {site}, {date}, {round} and {result} stand for what the position and the game say</source>
        <translation>Dòng chữ dưới bàn cờ; {tomove}, {status}, {turn}, {players}, {event}, {site}, {date}, {round} và {result} được thay bằng thông tin của thế cờ và ván cờ</translation>
    </message>
    <message>
        <source>e.g. e2-e4:R d5:Y</source>
        <translation>ví dụ: e2-e4:R d5:Y</translation>
    </message>
    <message>
        <source>More arrows (FROM-TO) and marked squares, each with an optional :colour (R, G, B, Y, a colour name or #rrggbb)</source>
        <translation>Thêm mũi tên (FROM-TO) và ô được đánh dấu, mỗi mục có thể kèm :màu (R, G, B, Y, tên màu hoặc #rrggbb)</translation>
    </message>
    <message>
        <source>&amp;Theme:</source>
        <translation>&amp;Kiểu màu:</translation>
    </message>
    <message>
        <source>La&amp;yout:</source>
        <translation>&amp;Bố cục:</translation>
    </message>
    <message>
        <source>&amp;Width:</source>
        <translation>&amp;Rộng:</translation>
    </message>
    <message>
        <source>H&amp;eight:</source>
        <translation>C&amp;ao:</translation>
    </message>
    <message>
        <source>&amp;PNG scale:</source>
        <translation>Tỉ lệ &amp;PNG:</translation>
    </message>
    <message>
        <source>&amp;Caption:</source>
        <translation>Chú t&amp;hích:</translation>
    </message>
    <message>
        <source>&amp;Arrows, marks:</source>
        <translation>&amp;Mũi tên, dấu:</translation>
    </message>
    <message>
        <source>&amp;Save…</source>
        <translation>Lư&amp;u…</translation>
    </message>
    <message>
        <source>Cop&amp;y Image</source>
        <translation>Sao chép ả&amp;nh</translation>
    </message>
    <message>
        <source>%1 × %2 px</source>
        <translation>%1 × %2 px</translation>
    </message>
    <message>
        <source>Arrows and marks: %1</source>
        <translation>Mũi tên và dấu: %1</translation>
    </message>
    <message>
        <source>%1: the file name must end in .svg, .png or .pdf</source>
        <translation>%1: tên tệp phải kết thúc bằng .svg, .png hoặc .pdf</translation>
    </message>
    <message>
        <source>diagram.svg</source>
        <translation>so-do.svg</translation>
    </message>
    <message>
        <source>SVG picture (*.svg);;PNG picture (*.png);;PDF document (*.pdf)</source>
        <translation>Ảnh SVG (*.svg);;Ảnh PNG (*.png);;Tài liệu PDF (*.pdf)</translation>
    </message>
    <message>
        <source>The picture is on the clipboard.</source>
        <translation>Ảnh đã được chép vào bảng nhớ tạm.</translation>
    </message>
</context>
<context>
    <name>trellis::ExportSheetDialog</name>
    <message>
        <source>Export Game Sheet</source>
        <translation>Xuất biên bản ván cờ</translation>
    </message>
    <message>
        <source>A4</source>
        <translation>A4</translation>
    </message>
    <message>
        <source>Letter</source>
        <translation>Letter (khổ Mỹ)</translation>
    </message>
    <message>
        <source>&amp;Flip the boards</source>
        <translation>&amp;Lật các bàn cờ</translation>
    </message>
    <message>
        <source>C&amp;oordinates</source>
        <translation>&amp;Tọa độ</translation>
    </message>
    <message>
        <source>page </source>
        <translation>trang </translation>
    </message>
    <message>
        <source>&amp;Diagrams:</source>
        <translation>&amp;Sơ đồ:</translation>
    </message>
    <message>
        <source>&amp;Theme:</source>
        <translation>Kiểu &amp;màu:</translation>
    </message>
    <message>
        <source>&amp;Paper:</source>
        <translation>&amp;Khổ giấy:</translation>
    </message>
    <message>
        <source>Pre&amp;view:</source>
        <translation>&amp;Xem trước:</translation>
    </message>
    <message>
        <source>&amp;Save PDF…</source>
        <translation>Lư&amp;u PDF…</translation>
    </message>
    <message numerus="yes">
        <source>%n page(s)</source>
        <translation>
            <numerusform>%n trang</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n diagram(s)</source>
        <translation>
            <numerusform>%n sơ đồ</numerusform>
        </translation>
    </message>
    <message>
        <source>game.pdf</source>
        <translation>van-co.pdf</translation>
    </message>
    <message>
        <source>PDF document (*.pdf)</source>
        <translation>Tài liệu PDF (*.pdf)</translation>
    </message>
    <message>
        <source>only after turns marked ▦ Diagram</source>
        <translation>chỉ sau các nước có ký hiệu ▦ Sơ đồ</translation>
    </message>
    <message>
        <source>A diagram after each turn marked with the ▦ Diagram glyph (right-click a turn in the move list: Annotation glyph), and, when a number is set, after every so many turns of the main line</source>
        <translation>Một sơ đồ sau mỗi nước có ký hiệu ▦ Sơ đồ (nhấp chuột phải vào một nước trong danh sách nước đi: Ký hiệu chú giải), và, khi đặt một số, sau mỗi chừng ấy nước của biến chính</translation>
    </message>
    <message numerus="yes">
        <source>every %n turn(s)</source>
        <translation>
            <numerusform>mỗi %n nước đi</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>trellis::GameAnalysisDialog</name>
    <message>
        <source>Analyse Game</source>
        <translation>Phân tích ván cờ</translation>
    </message>
    <message>
        <source> s</source>
        <translation> giây</translation>
    </message>
    <message>
        <source>no limit</source>
        <translation>không giới hạn</translation>
    </message>
    <message>
        <source>&amp;Mark mistakes (?) and blunders (??)</source>
        <translation>Đánh &amp;dấu sai lầm (?) và sai lầm nghiêm trọng (??)</translation>
    </message>
    <message>
        <source>A turn that loses %1 pawn or more is a mistake, %2 pawns or more a blunder. Turns that already have a move assessment keep it. One undo step takes the marks back.</source>
        <translation>Nước đi làm mất từ %1 tốt trở lên là sai lầm, từ %2 tốt trở lên là sai lầm nghiêm trọng. Những nước đi đã có đánh giá nước đi được giữ nguyên. Một lần hoàn tác sẽ gỡ bỏ các dấu này.</translation>
    </message>
    <message>
        <source>&amp;Time per position:</source>
        <translation>&amp;Thời gian cho mỗi thế cờ:</translation>
    </message>
    <message>
        <source>&amp;Depth limit:</source>
        <translation>&amp;Giới hạn độ sâu:</translation>
    </message>
    <message>
        <source>Built-in engine</source>
        <translation>Máy phân tích có sẵn</translation>
    </message>
    <message>
        <source>The engine the analysis panel uses for this variant: choose another there (engines are added in Edit &gt; Engines…).</source>
        <translation>Máy phân tích mà bảng phân tích dùng cho biến thể này: chọn máy khác ở đó (thêm máy phân tích trong Chỉnh sửa &gt; Máy phân tích…).</translation>
    </message>
    <message>
        <source>Engine:</source>
        <translation>Máy phân tích:</translation>
    </message>
</context>
<context>
    <name>trellis::GameEvaluation</name>
    <message>
        <source>Mark mistakes and blunders</source>
        <translation>Đánh dấu sai lầm và sai lầm nghiêm trọng</translation>
    </message>
</context>
<context>
    <name>trellis::GameFilterDialog</name>
    <message>
        <source>Filter Games</source>
        <translation>Lọc ván cờ</translation>
    </message>
    <message>
        <source>part of a name</source>
        <translation>một phần của tên</translation>
    </message>
    <message>
        <source>either side</source>
        <translation>bên nào cũng được</translation>
    </message>
    <message>
        <source>first player (%1)</source>
        <translation>người chơi thứ nhất (%1)</translation>
    </message>
    <message>
        <source>second player (%1)</source>
        <translation>người chơi thứ hai (%1)</translation>
    </message>
    <message>
        <source>part of the event&apos;s name</source>
        <translation>một phần tên giải đấu</translation>
    </message>
    <message>
        <source>part of the site&apos;s name</source>
        <translation>một phần tên địa điểm</translation>
    </message>
    <message>
        <source>YYYY.MM.DD</source>
        <translation>YYYY.MM.DD</translation>
    </message>
    <message>
        <source>any result</source>
        <translation>mọi kết quả</translation>
    </message>
    <message>
        <source>1-0 (the first player won)</source>
        <translation>1-0 (người chơi thứ nhất thắng)</translation>
    </message>
    <message>
        <source>0-1 (the second player won)</source>
        <translation>0-1 (người chơi thứ hai thắng)</translation>
    </message>
    <message>
        <source>1/2-1/2 (draw)</source>
        <translation>1/2-1/2 (hòa)</translation>
    </message>
    <message>
        <source>* (unfinished)</source>
        <translation>* (chưa kết thúc)</translation>
    </message>
    <message>
        <source>any variant</source>
        <translation>mọi biến thể</translation>
    </message>
    <message>
        <source>any</source>
        <translation>bất kỳ</translation>
    </message>
    <message>
        <source>as</source>
        <translation>là</translation>
    </message>
    <message>
        <source>to</source>
        <translation>đến</translation>
    </message>
    <message>
        <source>&amp;Player:</source>
        <translation>&amp;Người chơi:</translation>
    </message>
    <message>
        <source>&amp;Event:</source>
        <translation>&amp;Giải đấu:</translation>
    </message>
    <message>
        <source>&amp;Site:</source>
        <translation>Đị&amp;a điểm:</translation>
    </message>
    <message>
        <source>&amp;Dates:</source>
        <translation>Ngà&amp;y:</translation>
    </message>
    <message>
        <source>&amp;Result:</source>
        <translation>&amp;Kết quả:</translation>
    </message>
    <message>
        <source>&amp;Variant:</source>
        <translation>&amp;Biến thể:</translation>
    </message>
    <message>
        <source>&amp;Length in turns:</source>
        <translation>Độ &amp;dài (số nước đi):</translation>
    </message>
    <message>
        <source>C&amp;lear All</source>
        <translation>&amp;Xóa tất cả</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a date: write YYYY, YYYY.MM or YYYY.MM.DD.</source>
        <translation>&apos;%1&apos; không phải là ngày: hãy viết YYYY, YYYY.MM hoặc YYYY.MM.DD.</translation>
    </message>
</context>
<context>
    <name>trellis::GameHeaderStrip</name>
    <message>
        <source>Double-click to edit the game&apos;s headers</source>
        <translation>Nhấp đúp để sửa thông tin của ván cờ</translation>
    </message>
    <message>
        <source>round %1</source>
        <translation>vòng %1</translation>
    </message>
</context>
<context>
    <name>trellis::GameModel</name>
    <message>
        <source>Play turn</source>
        <translation>Đi nước</translation>
    </message>
    <message>
        <source>Add variation</source>
        <translation>Thêm biến</translation>
    </message>
    <message>
        <source>Edit comment</source>
        <translation>Sửa bình luận</translation>
    </message>
    <message>
        <source>Set annotation glyphs</source>
        <translation>Đặt ký hiệu chú giải</translation>
    </message>
    <message>
        <source>Edit headers</source>
        <translation>Sửa thông tin ván cờ</translation>
    </message>
    <message>
        <source>Mark square</source>
        <translation>Đánh dấu ô</translation>
    </message>
    <message>
        <source>Draw arrow</source>
        <translation>Vẽ mũi tên</translation>
    </message>
    <message>
        <source>Promote variation</source>
        <translation>Nâng biến</translation>
    </message>
    <message>
        <source>Demote variation</source>
        <translation>Hạ biến</translation>
    </message>
    <message>
        <source>Delete from here</source>
        <translation>Xóa từ đây</translation>
    </message>
</context>
<context>
    <name>trellis::GlyphPalette</name>
    <message>
        <source>Annotation Glyphs</source>
        <translation>Ký hiệu chú giải</translation>
    </message>
    <message>
        <source>Glyph %1 on the current turn: %2</source>
        <translation>Ký hiệu %1 cho nước đi hiện tại: %2</translation>
    </message>
</context>
<context>
    <name>trellis::HeaderDialog</name>
    <message>
        <source>Game Headers</source>
        <translation>Thông tin ván cờ</translation>
    </message>
    <message>
        <source>&amp;Event:</source>
        <translation>&amp;Giải đấu:</translation>
    </message>
    <message>
        <source>&amp;Site:</source>
        <translation>Đị&amp;a điểm:</translation>
    </message>
    <message>
        <source>&amp;Date:</source>
        <translation>&amp;Ngày:</translation>
    </message>
    <message>
        <source>R&amp;ound:</source>
        <translation>&amp;Vòng:</translation>
    </message>
    <message>
        <source>%1:</source>
        <translation>%1:</translation>
    </message>
    <message>
        <source>YYYY.MM.DD, ?? where unknown</source>
        <translation>YYYY.MM.DD, dùng ?? cho phần chưa biết</translation>
    </message>
    <message>
        <source>1-0 (%1 wins)</source>
        <translation>1-0 (%1 thắng)</translation>
    </message>
    <message>
        <source>0-1 (%1 wins)</source>
        <translation>0-1 (%1 thắng)</translation>
    </message>
    <message>
        <source>1/2-1/2 (draw)</source>
        <translation>1/2-1/2 (hòa)</translation>
    </message>
    <message>
        <source>* (not finished, or unknown)</source>
        <translation>* (chưa kết thúc, hoặc không rõ)</translation>
    </message>
    <message>
        <source>&amp;Result:</source>
        <translation>&amp;Kết quả:</translation>
    </message>
    <message>
        <source>Tag</source>
        <translation>Thẻ</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Giá trị</translation>
    </message>
    <message>
        <source>&amp;Add Tag</source>
        <translation>&amp;Thêm thẻ</translation>
    </message>
    <message>
        <source>Re&amp;move Tag</source>
        <translation>&amp;Bỏ thẻ</translation>
    </message>
    <message>
        <source>Other tags:</source>
        <translation>Các thẻ khác:</translation>
    </message>
    <message>
        <source>Row %1: the tag needs a name.</source>
        <translation>Hàng %1: thẻ cần có tên.</translation>
    </message>
    <message>
        <source>Row %1: &quot;%2&quot; is not a tag name: use letters, digits and &apos;_&apos;.</source>
        <translation>Hàng %1: &quot;%2&quot; không phải là tên thẻ: hãy dùng chữ cái, chữ số và &apos;_&apos;.</translation>
    </message>
    <message>
        <source>Row %1: %2 says what the game is; it is not edited here.</source>
        <translation>Hàng %1: %2 cho biết đây là ván cờ gì; không sửa ở đây.</translation>
    </message>
    <message>
        <source>Row %1: %2 is there already.</source>
        <translation>Hàng %1: %2 đã có rồi.</translation>
    </message>
</context>
<context>
    <name>trellis::ImportIssuesDialog</name>
    <message>
        <source>Games Not Imported</source>
        <translation>Các ván cờ không được nhập</translation>
    </message>
    <message>
        <source>One game could not be read and was skipped; the others were imported.</source>
        <translation>Một ván cờ không đọc được và đã bị bỏ qua; các ván khác đã được nhập.</translation>
    </message>
    <message>
        <source>%1 games could not be read and were skipped; the others were imported.</source>
        <translation>%1 ván cờ không đọc được và đã bị bỏ qua; các ván khác đã được nhập.</translation>
    </message>
    <message>
        <source>File</source>
        <translation>Tệp</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Ván</translation>
    </message>
    <message>
        <source>Line</source>
        <translation>Dòng</translation>
    </message>
    <message>
        <source>Reason</source>
        <translation>Lý do</translation>
    </message>
    <message>
        <source>&amp;Copy All</source>
        <translation>&amp;Sao chép tất cả</translation>
    </message>
</context>
<context>
    <name>trellis::MainWindow</name>
    <message>
        <source>Read with a repair: %1</source>
        <translation>Đã đọc với một chỗ sửa: %1</translation>
    </message>
    <message>
        <source>the view is 2d, 3d or both, not &apos;%1&apos;</source>
        <translation>chế độ xem là 2d, 3d hoặc both, không phải &apos;%1&apos;</translation>
    </message>
    <message>
        <source>the 3D view needs OpenGL, which this display does not offer</source>
        <translation>chế độ xem 3D cần OpenGL, nhưng màn hình này không hỗ trợ</translation>
    </message>
    <message>
        <source>&amp;2D Board</source>
        <translation>Bàn cờ &amp;2D</translation>
    </message>
    <message>
        <source>&amp;3D Board</source>
        <translation>Bàn cờ &amp;3D</translation>
    </message>
    <message>
        <source>2D &amp;and 3D</source>
        <translation>2D &amp;và 3D</translation>
    </message>
    <message>
        <source>&amp;Camera</source>
        <translation>&amp;Camera</translation>
    </message>
    <message>
        <source>&amp;First Player&apos;s View (White / Red)</source>
        <translation>Góc nhìn người chơi thứ &amp;nhất (Trắng / Đỏ)</translation>
    </message>
    <message>
        <source>&amp;Second Player&apos;s View (Black / Blue)</source>
        <translation>Góc nhìn người chơi thứ &amp;hai (Đen / Xanh)</translation>
    </message>
    <message>
        <source>&amp;Top View</source>
        <translation>Nhìn từ t&amp;rên xuống</translation>
    </message>
    <message>
        <source>Si&amp;de View</source>
        <translation>Nhìn từ &amp;bên cạnh</translation>
    </message>
    <message>
        <source>&amp;Reset Camera</source>
        <translation>Đặt &amp;lại camera</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Tệp</translation>
    </message>
    <message>
        <source>New %1 Game</source>
        <translation>Ván %1 mới</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>&amp;Mở…</translation>
    </message>
    <message>
        <source>Open &amp;Sample</source>
        <translation>Mở &amp;ván mẫu</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>Mở &amp;gần đây</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Lưu</translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation>Lưu &amp;thành…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>T&amp;hoát</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Chỉnh sửa</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Hoàn tác</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Làm lại</translation>
    </message>
    <message>
        <source>Copy &amp;Image</source>
        <translation>Sao chép hình ả&amp;nh</translation>
    </message>
    <message>
        <source>&amp;Copy Position String</source>
        <translation>&amp;Sao chép chuỗi thế cờ</translation>
    </message>
    <message>
        <source>&amp;Paste Position String</source>
        <translation>&amp;Dán chuỗi thế cờ</translation>
    </message>
    <message>
        <source>Copy &amp;Game Text</source>
        <translation>Sao chép &amp;văn bản ván cờ</translation>
    </message>
    <message>
        <source>Paste G&amp;ame Text</source>
        <translation>Dán văn &amp;bản ván cờ</translation>
    </message>
    <message>
        <source>&amp;Settings…</source>
        <translation>&amp;Cài đặt…</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Ván cờ</translation>
    </message>
    <message>
        <source>Edit &amp;Headers…</source>
        <translation>Sửa &amp;thông tin ván cờ…</translation>
    </message>
    <message>
        <source>&amp;First Position</source>
        <translation>Thế cờ đầ&amp;u tiên</translation>
    </message>
    <message>
        <source>&amp;Previous Turn</source>
        <translation>Nước đi t&amp;rước</translation>
    </message>
    <message>
        <source>&amp;Next Turn</source>
        <translation>Nước đi tiếp th&amp;eo</translation>
    </message>
    <message>
        <source>&amp;Last Position</source>
        <translation>Thế cờ &amp;cuối cùng</translation>
    </message>
    <message>
        <source>P&amp;romote Variation</source>
        <translation>&amp;Nâng biến</translation>
    </message>
    <message>
        <source>&amp;Demote Variation</source>
        <translation>&amp;Hạ biến</translation>
    </message>
    <message>
        <source>Delete From &amp;Here</source>
        <translation>&amp;Xóa từ đây</translation>
    </message>
    <message>
        <source>Annotation &amp;Glyph</source>
        <translation>&amp;Ký hiệu chú giải</translation>
    </message>
    <message>
        <source>&amp;Commit Deploy</source>
        <translation>Xác nhận &amp;bày quân</translation>
    </message>
    <message>
        <source>C&amp;ancel Deploy</source>
        <translation>Hủ&amp;y bày quân</translation>
    </message>
    <message>
        <source>A&amp;nalyse</source>
        <translation>&amp;Phân tích</translation>
    </message>
    <message>
        <source>Analyse &amp;Game…</source>
        <translation>Phân tích &amp;ván cờ…</translation>
    </message>
    <message>
        <source>&amp;Board</source>
        <translation>&amp;Bàn cờ</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Xem</translation>
    </message>
    <message>
        <source>&amp;Flip Board</source>
        <translation>&amp;Lật bàn cờ</translation>
    </message>
    <message>
        <source>&amp;Animate Moves</source>
        <translation>&amp;Hiệu ứng nước đi</translation>
    </message>
    <message>
        <source>&amp;Notation</source>
        <translation>&amp;Ký pháp</translation>
    </message>
    <message>
        <source>&amp;Puzzles</source>
        <translation>Câ&amp;u đố</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>Trợ &amp;giúp</translation>
    </message>
    <message>
        <source>&amp;Keyboard Shortcuts</source>
        <translation>&amp;Phím tắt</translation>
    </message>
    <message>
        <source>&amp;About Trellis</source>
        <translation>&amp;Giới thiệu Trellis</translation>
    </message>
    <message>
        <source>Deploy</source>
        <translation>Bày quân</translation>
    </message>
    <message>
        <source>About Trellis</source>
        <translation>Giới thiệu Trellis</translation>
    </message>
    <message>
        <source>&lt;b&gt;Trellis&lt;/b&gt;&lt;p&gt;An analysis and editor studio for chess variants with composite turns.&lt;/p&gt;&lt;p&gt;Games: %1.&lt;/p&gt;&lt;p&gt;%2&lt;/p&gt;&lt;p&gt;Built with Qt %3, running on Qt %4.&lt;/p&gt;&lt;p&gt;Licence: GNU General Public License, version 3 or later (Show Details for its text).&lt;/p&gt;</source>
        <translation>&lt;b&gt;Trellis&lt;/b&gt;&lt;p&gt;Bộ công cụ phân tích và soạn thảo dành cho các biến thể cờ có nước đi gồm nhiều bước.&lt;/p&gt;&lt;p&gt;Trò chơi: %1.&lt;/p&gt;&lt;p&gt;%2&lt;/p&gt;&lt;p&gt;Xây dựng với Qt %3, đang chạy trên Qt %4.&lt;/p&gt;&lt;p&gt;Giấy phép: GNU General Public License, phiên bản 3 hoặc mới hơn (xem toàn văn trong phần Chi tiết).&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>Nước đi</translation>
    </message>
    <message>
        <source>Comment</source>
        <translation>Bình luận</translation>
    </message>
    <message>
        <source>Comment on the current turn</source>
        <translation>Bình luận cho nước đi hiện tại</translation>
    </message>
    <message>
        <source>Analysis</source>
        <translation>Phân tích</translation>
    </message>
    <message>
        <source>Untitled</source>
        <translation>Chưa đặt tên</translation>
    </message>
    <message>
        <source>%1, game %2</source>
        <translation>%1, ván %2</translation>
    </message>
    <message>
        <source>%1 holds no readable game.%2</source>
        <translation>%1 không chứa ván cờ nào đọc được.%2</translation>
    </message>
    <message>
        <source>Open Game</source>
        <translation>Mở ván cờ</translation>
    </message>
    <message>
        <source>Game:</source>
        <translation>Ván cờ:</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) skipped: %1</source>
        <translation>
            <numerusform>Đã bỏ qua %n ván cờ: %1</numerusform>
        </translation>
    </message>
    <message>
        <source>Save Game</source>
        <translation>Lưu ván cờ</translation>
    </message>
    <message>
        <source>Games (*.pgn *.tdc)</source>
        <translation>Ván cờ (*.pgn *.tdc)</translation>
    </message>
    <message>
        <source>Games (*.pgn *.tdc);;All files (*)</source>
        <translation>Ván cờ (*.pgn *.tdc);;Tất cả tệp (*)</translation>
    </message>
    <message>
        <source>Unsaved Changes</source>
        <translation>Thay đổi chưa lưu</translation>
    </message>
    <message>
        <source>The game has unsaved changes. Save them?</source>
        <translation>Ván cờ có thay đổi chưa được lưu. Bạn có muốn lưu không?</translation>
    </message>
    <message>
        <source>Trellis</source>
        <translation>Trellis</translation>
    </message>
    <message>
        <source>Not a %1 position string: %2</source>
        <translation>Không phải chuỗi thế cờ %1: %2</translation>
    </message>
    <message>
        <source>The clipboard holds no readable game.%1</source>
        <translation>Bảng nhớ tạm không chứa ván cờ nào đọc được.%1</translation>
    </message>
    <message>
        <source>Analysing the game…</source>
        <translation>Đang phân tích ván cờ…</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Hủy</translation>
    </message>
    <message>
        <source>Analysing the game: position %1 of %2</source>
        <translation>Đang phân tích ván cờ: thế cờ %1 / %2</translation>
    </message>
    <message>
        <source>Game analysis cancelled.</source>
        <translation>Đã hủy phân tích ván cờ.</translation>
    </message>
    <message>
        <source>The game changed during the analysis: its scores were dropped.</source>
        <translation>Ván cờ đã thay đổi trong lúc phân tích: các đánh giá đã bị bỏ.</translation>
    </message>
    <message numerus="yes">
        <source>Game analysed: %n turn(s) marked.</source>
        <translation>
            <numerusform>Đã phân tích ván cờ: đánh dấu %n nước đi.</numerusform>
        </translation>
    </message>
    <message>
        <source>Game analysed.</source>
        <translation>Đã phân tích ván cờ.</translation>
    </message>
    <message>
        <source>Database</source>
        <translation>Cơ sở dữ liệu</translation>
    </message>
    <message>
        <source>Add Game to &amp;Database</source>
        <translation>Thêm ván vào cơ sở &amp;dữ liệu</translation>
    </message>
    <message>
        <source>New Data&amp;base…</source>
        <translation>Cơ sở dữ liệu mớ&amp;i…</translation>
    </message>
    <message>
        <source>Open Datab&amp;ase…</source>
        <translation>Mở cơ sở dữ liệ&amp;u…</translation>
    </message>
    <message>
        <source>Open Recent Da&amp;tabase</source>
        <translation>Mở cơ sở dữ liệu gần đâ&amp;y</translation>
    </message>
    <message>
        <source>&amp;Import Games…</source>
        <translation>&amp;Nhập ván cờ…</translation>
    </message>
    <message>
        <source>&amp;Export Games…</source>
        <translation>&amp;Xuất ván cờ…</translation>
    </message>
    <message>
        <source>Large Game File</source>
        <translation>Tệp ván cờ lớn</translation>
    </message>
    <message>
        <source>%1 is large (%2). Import its games into the database, where they can be searched and opened one at a time?</source>
        <translation>%1 có dung lượng lớn (%2). Nhập các ván cờ của tệp vào cơ sở dữ liệu, nơi có thể tìm kiếm và mở từng ván một?</translation>
    </message>
    <message>
        <source>No game database is open.</source>
        <translation>Chưa mở cơ sở dữ liệu ván cờ nào.</translation>
    </message>
    <message>
        <source>The game cannot be saved to its database: %1</source>
        <translation>Không lưu được ván cờ vào cơ sở dữ liệu của nó: %1</translation>
    </message>
    <message>
        <source>Game %1 was no longer in %2; saved as game %3.</source>
        <translation>Ván %1 không còn trong %2; đã lưu thành ván %3.</translation>
    </message>
    <message>
        <source>Added as game %1 to %2.</source>
        <translation>Đã thêm thành ván %1 vào %2.</translation>
    </message>
    <message>
        <source>New Game Database</source>
        <translation>Cơ sở dữ liệu ván cờ mới</translation>
    </message>
    <message>
        <source>%1 cannot be replaced.</source>
        <translation>Không thể thay thế %1.</translation>
    </message>
    <message>
        <source>Open Game Database</source>
        <translation>Mở cơ sở dữ liệu ván cờ</translation>
    </message>
    <message>
        <source>All files (*)</source>
        <translation>Tất cả tệp (*)</translation>
    </message>
    <message>
        <source>Import Games into %1</source>
        <translation>Nhập ván cờ vào %1</translation>
    </message>
    <message>
        <source>The selected games (%1)</source>
        <translation>Các ván cờ đang chọn (%1)</translation>
    </message>
    <message>
        <source>The games the search and filter show (%1)</source>
        <translation>Các ván cờ đang hiện theo tìm kiếm và bộ lọc (%1)</translation>
    </message>
    <message>
        <source>The games the search and filter show</source>
        <translation>Các ván cờ đang hiện theo tìm kiếm và bộ lọc</translation>
    </message>
    <message>
        <source>All games of the database (%1)</source>
        <translation>Tất cả ván cờ trong cơ sở dữ liệu (%1)</translation>
    </message>
    <message>
        <source>All games of the database</source>
        <translation>Tất cả ván cờ trong cơ sở dữ liệu</translation>
    </message>
    <message>
        <source>Export Games</source>
        <translation>Xuất ván cờ</translation>
    </message>
    <message>
        <source>Export:</source>
        <translation>Xuất:</translation>
    </message>
    <message>
        <source>Set Up &amp;Position…</source>
        <translation>&amp;Xếp thế cờ…</translation>
    </message>
    <message>
        <source>This variant has no position editor.</source>
        <translation>Biến thể này không có trình sửa thế cờ.</translation>
    </message>
    <message>
        <source>Save Puzzle to a Collection</source>
        <translation>Lưu câu đố vào một bộ sưu tập</translation>
    </message>
    <message>
        <source>Game files (*.pgn *.tdc)</source>
        <translation>Tệp ván cờ (*.pgn *.tdc)</translation>
    </message>
    <message>
        <source>No puzzle has been verified.</source>
        <translation>Chưa có câu đố nào được kiểm tra.</translation>
    </message>
    <message>
        <source>%1 has games that cannot be read; the puzzle was not added: %2</source>
        <translation>%1 có những ván cờ không đọc được; câu đố chưa được thêm: %2</translation>
    </message>
    <message>
        <source>Puzzle added to %1.</source>
        <translation>Đã thêm câu đố vào %1.</translation>
    </message>
    <message>
        <source>&amp;Export Diagram…</source>
        <translation>Xuất &amp;sơ đồ…</translation>
    </message>
    <message>
        <source>Export &amp;Game Sheet…</source>
        <translation>Xuất biên &amp;bản ván cờ…</translation>
    </message>
    <message>
        <source>Export &amp;3D Snapshot…</source>
        <translation>Xuất ảnh chụp &amp;3D…</translation>
    </message>
    <message>
        <source>Diagram saved to %1</source>
        <translation>Đã lưu sơ đồ vào %1</translation>
    </message>
    <message>
        <source>Game sheet saved to %1</source>
        <translation>Đã lưu biên bản ván cờ vào %1</translation>
    </message>
    <message>
        <source>The diagram is on the clipboard.</source>
        <translation>Sơ đồ đã được chép vào bảng nhớ tạm.</translation>
    </message>
    <message>
        <source>The 3D view is not shown.</source>
        <translation>Chế độ xem 3D đang bị ẩn.</translation>
    </message>
    <message>
        <source>The graphics card cannot render a picture of this size.</source>
        <translation>Card đồ họa không thể tạo ảnh có kích thước này.</translation>
    </message>
    <message>
        <source>Export 3D Snapshot</source>
        <translation>Xuất ảnh chụp 3D</translation>
    </message>
    <message>
        <source> px</source>
        <translation> px</translation>
    </message>
    <message>
        <source>&amp;Width:</source>
        <translation>&amp;Rộng:</translation>
    </message>
    <message>
        <source>&amp;Height:</source>
        <translation>&amp;Cao:</translation>
    </message>
    <message>
        <source>PNG picture (*.png)</source>
        <translation>Ảnh PNG (*.png)</translation>
    </message>
    <message>
        <source>3D snapshot saved to %1</source>
        <translation>Đã lưu ảnh chụp 3D vào %1</translation>
    </message>
    <message>
        <source>&amp;Solve Puzzles</source>
        <translation>&amp;Giải câu đố</translation>
    </message>
    <message>
        <source>From a &amp;Game File…</source>
        <translation>Từ &amp;tệp ván cờ…</translation>
    </message>
    <message>
        <source>Solve Puzzles</source>
        <translation>Giải câu đố</translation>
    </message>
    <message>
        <source>Game files (*.pgn *.tdc);;All files (*)</source>
        <translation>Tệp ván cờ (*.pgn *.tdc);;Tất cả tệp (*)</translation>
    </message>
    <message>
        <source>From the &amp;Database</source>
        <translation>Từ &amp;cơ sở dữ liệu</translation>
    </message>
    <message>
        <source>&amp;Mine Puzzles from Database…</source>
        <translation>&amp;Trích câu đố từ cơ sở dữ liệu…</translation>
    </message>
    <message>
        <source>Puzzle results cannot be kept: %1</source>
        <translation>Không thể lưu kết quả giải câu đố: %1</translation>
    </message>
    <message>
        <source>%1 holds no puzzle (a game with a Goal tag).</source>
        <translation>%1 không chứa câu đố nào (ván cờ có thẻ Goal).</translation>
    </message>
    <message>
        <source>The database holds no puzzle (a game with a Goal tag).</source>
        <translation>Cơ sở dữ liệu không chứa câu đố nào (ván cờ có thẻ Goal).</translation>
    </message>
    <message>
        <source>Leave the mode you are in first.</source>
        <translation>Hãy thoát khỏi chế độ hiện tại trước.</translation>
    </message>
    <message>
        <source>Open a game database first: its games are mined.</source>
        <translation>Hãy mở một cơ sở dữ liệu ván cờ trước: câu đố được tìm trong các ván của nó.</translation>
    </message>
    <message>
        <source>Looking for puzzles in the games…</source>
        <translation>Đang tìm câu đố trong các ván cờ…</translation>
    </message>
    <message>
        <source>Game %1 of %2: %3 positions, %4 puzzles</source>
        <translation>Ván %1 / %2: %3 thế cờ, %4 câu đố</translation>
    </message>
    <message>
        <source>Mine Puzzles</source>
        <translation>Trích câu đố</translation>
    </message>
    <message>
        <source>, cancelled</source>
        <translation>, đã hủy</translation>
    </message>
    <message>
        <source>&amp;Solve Them</source>
        <translation>&amp;Giải các câu đố này</translation>
    </message>
    <message>
        <source>Sa&amp;ve…</source>
        <translation>&amp;Lưu…</translation>
    </message>
    <message>
        <source>Save Puzzles</source>
        <translation>Lưu câu đố</translation>
    </message>
    <message>
        <source>%1 holds no game that can be read.</source>
        <translation>%1 không chứa ván cờ nào đọc được.</translation>
    </message>
    <message>
        <source>Train &amp;Repertoire</source>
        <translation>Luyện &amp;vốn khai cuộc</translation>
    </message>
    <message>
        <source>From a &amp;File…</source>
        <translation>Từ &amp;tệp…</translation>
    </message>
    <message>
        <source>From the Current Game as %1</source>
        <translation>Từ ván cờ hiện tại, cầm quân %1</translation>
    </message>
    <message>
        <source>Train Repertoire</source>
        <translation>Luyện vốn khai cuộc</translation>
    </message>
    <message>
        <source>The repertoire&apos;s lines are played by:</source>
        <translation>Bên đi các biến của vốn khai cuộc:</translation>
    </message>
    <message>
        <source>Repertoire Training</source>
        <translation>Luyện vốn khai cuộc</translation>
    </message>
    <message>
        <source>Opening Tree</source>
        <translation>Cây khai cuộc</translation>
    </message>
    <message>
        <source>&amp;Opening Tree</source>
        <translation>&amp;Cây khai cuộc</translation>
    </message>
    <message>
        <source>&amp;Search Position</source>
        <translation>&amp;Tìm thế cờ</translation>
    </message>
    <message>
        <source>That turn is not legal here.</source>
        <translation>Nước đi đó không hợp lệ ở đây.</translation>
    </message>
    <message>
        <source>Game databases (*.trellisdb)</source>
        <translation>Cơ sở dữ liệu ván cờ (*.trellisdb)</translation>
    </message>
    <message>
        <source>Reading the puzzles of the database…</source>
        <translation>Đang đọc các câu đố trong cơ sở dữ liệu…</translation>
    </message>
    <message>
        <source>Puzzle %1 of %2</source>
        <translation>Câu đố %1 / %2</translation>
    </message>
    <message>
        <source>Puzzles not opened.</source>
        <translation>Các câu đố chưa được mở.</translation>
    </message>
    <message>
        <source>Co&amp;mpact Database</source>
        <translation>Nén &amp;cơ sở dữ liệu</translation>
    </message>
    <message numerus="yes">
        <source>Puzzle saved to %1 (%n game(s)).</source>
        <translation>
            <numerusform>Đã lưu câu đố vào %1 (%n ván cờ).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n puzzle(s) found in %1 (%2)%3.</source>
        <translation>
            <numerusform>Tìm thấy %n câu đố trong %1 (%2)%3.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln game(s)</source>
        <translation>
            <numerusform>%Ln ván cờ</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln position(s)</source>
        <translation>
            <numerusform>%Ln thế cờ</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;Engines…</source>
        <translation>Máy &amp;phân tích…</translation>
    </message>
    <message numerus="yes">
        <source>Game analysis stopped after %n position(s): %1</source>
        <translation>
            <numerusform>Phân tích ván cờ dừng lại sau %n thế cờ: %1</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>trellis::MoveListView</name>
    <message>
        <source>(no moves yet)</source>
        <translation>(chưa có nước đi nào)</translation>
    </message>
    <message>
        <source>Promote variation</source>
        <translation>Nâng biến</translation>
    </message>
    <message>
        <source>Demote variation</source>
        <translation>Hạ biến</translation>
    </message>
    <message>
        <source>Delete from here</source>
        <translation>Xóa từ đây</translation>
    </message>
    <message>
        <source>Annotation glyph</source>
        <translation>Ký hiệu chú giải</translation>
    </message>
    <message>
        <source>None</source>
        <translation>Không có</translation>
    </message>
    <message>
        <source>Copy</source>
        <translation>Sao chép</translation>
    </message>
</context>
<context>
    <name>trellis::NavigationBar</name>
    <message>
        <source>First position (Home)</source>
        <translation>Thế cờ đầu tiên (Home)</translation>
    </message>
    <message>
        <source>Previous turn (Left)</source>
        <translation>Nước đi trước (Mũi tên trái)</translation>
    </message>
    <message>
        <source>Next turn (Right)</source>
        <translation>Nước đi tiếp theo (Mũi tên phải)</translation>
    </message>
    <message>
        <source>Last position (End)</source>
        <translation>Thế cờ cuối cùng (End)</translation>
    </message>
    <message>
        <source>Flip the board (Ctrl+F)</source>
        <translation>Lật bàn cờ (Ctrl+F)</translation>
    </message>
    <message>
        <source>Start  0/%1</source>
        <translation>Bắt đầu  0/%1</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Bắt đầu</translation>
    </message>
</context>
<context>
    <name>trellis::OpeningTreeModel</name>
    <message>
        <source>Total</source>
        <translation>Tổng</translation>
    </message>
    <message>
        <source>Turn</source>
        <translation>Nước đi</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Số ván</translation>
    </message>
    <message>
        <source>Share %</source>
        <translation>Tỉ lệ %</translation>
    </message>
    <message>
        <source>Score %</source>
        <translation>Điểm %</translation>
    </message>
    <message>
        <source>Won / drawn / lost</source>
        <translation>Thắng / hòa / thua</translation>
    </message>
    <message>
        <source>Length</source>
        <translation>Độ dài</translation>
    </message>
    <message>
        <source>Last played</source>
        <translation>Lần chơi gần nhất</translation>
    </message>
</context>
<context>
    <name>trellis::OpeningTreePanel</name>
    <message>
        <source>Games of a player</source>
        <translation>Ván cờ của một người chơi</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Trắng</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Đen</translation>
    </message>
    <message>
        <source>Arrows</source>
        <translation>Mũi tên</translation>
    </message>
    <message>
        <source>Draw the turns on the board, thicker for more games</source>
        <translation>Vẽ các nước đi lên bàn cờ, càng nhiều ván thì mũi tên càng đậm</translation>
    </message>
    <message>
        <source>either side</source>
        <translation>bên nào cũng được</translation>
    </message>
    <message>
        <source>as %1</source>
        <translation>cầm quân %1</translation>
    </message>
    <message>
        <source>Open a game database to see which turns its games played here.</source>
        <translation>Hãy mở một cơ sở dữ liệu ván cờ để xem các ván trong đó đã đi những nước nào ở đây.</translation>
    </message>
    <message>
        <source>Searching…</source>
        <translation>Đang tìm…</translation>
    </message>
    <message>
        <source>No game of the database reaches this position.</source>
        <translation>Không có ván nào trong cơ sở dữ liệu đạt đến thế cờ này.</translation>
    </message>
    <message>
        <source>1 game reaches this position.</source>
        <translation>1 ván cờ đạt đến thế cờ này.</translation>
    </message>
    <message>
        <source>%1 games reach this position.</source>
        <translation>%1 ván cờ đạt đến thế cờ này.</translation>
    </message>
</context>
<context>
    <name>trellis::PositionEditor</name>
    <message>
        <source>None in this position.</source>
        <translation>Không có ở thế cờ này.</translation>
    </message>
    <message>
        <source>%1 may castle (%2)</source>
        <translation>%1 được nhập thành (%2)</translation>
    </message>
    <message>
        <source>En passant: %1</source>
        <translation>Bắt tốt qua đường: %1</translation>
    </message>
    <message>
        <source>Pawn on %1 may double-step</source>
        <translation>Tốt ở %1 được đi hai ô</translation>
    </message>
    <message>
        <source>&amp;Heroic pieces</source>
        <translation>Quân &amp;anh hùng</translation>
    </message>
    <message>
        <source>Rights</source>
        <translation>Quyền</translation>
    </message>
    <message>
        <source>Allow &amp;unreachable positions</source>
        <translation>Cho phép thế cờ &amp;không thể đạt tới</translation>
    </message>
    <message>
        <source>&amp;Done</source>
        <translation>&amp;Xong</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Hủy</translation>
    </message>
    <message>
        <source>&amp;Side to move:</source>
        <translation>&amp;Bên đi:</translation>
    </message>
    <message>
        <source>New attack &amp;boards:</source>
        <translation>Bàn tấn &amp;công mới thuộc về:</translation>
    </message>
    <message>
        <source>&amp;Clear Board</source>
        <translation>Xóa &amp;sạch bàn cờ</translation>
    </message>
    <message>
        <source>&amp;Start Position</source>
        <translation>Thế cờ ban đầ&amp;u</translation>
    </message>
    <message>
        <source>&amp;Flip Board</source>
        <translation>&amp;Lật bàn cờ</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Hoàn tác</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>Là&amp;m lại</translation>
    </message>
    <message>
        <source>&amp;Position:</source>
        <translation>&amp;Thế cờ:</translation>
    </message>
    <message>
        <source>Puzzle from this position</source>
        <translation>Câu đố từ thế cờ này</translation>
    </message>
    <message>
        <source>mate in %1</source>
        <translation>chiếu hết sau %1 nước</translation>
    </message>
    <message>
        <source>win (decisive gain)</source>
        <translation>thắng (ưu thế quyết định)</translation>
    </message>
    <message>
        <source>&amp;Verify</source>
        <translation>Kiểm t&amp;ra</translation>
    </message>
    <message>
        <source>Save to &amp;File…</source>
        <translation>Lưu vào tệ&amp;p…</translation>
    </message>
    <message>
        <source>Add to &amp;Database</source>
        <translation>Thêm vào cơ sở &amp;dữ liệu</translation>
    </message>
    <message>
        <source>Verifying…</source>
        <translation>Đang kiểm tra…</translation>
    </message>
    <message>
        <source>The position is ready to play.</source>
        <translation>Thế cờ đã sẵn sàng để chơi.</translation>
    </message>
</context>
<context>
    <name>trellis::PositionEditorModel</name>
    <message>
        <source>Place %1</source>
        <translation>Đặt %1</translation>
    </message>
    <message>
        <source>Remove Piece</source>
        <translation>Bỏ quân</translation>
    </message>
    <message>
        <source>Move Piece</source>
        <translation>Di chuyển quân</translation>
    </message>
    <message>
        <source>Heroic</source>
        <translation>Anh hùng</translation>
    </message>
    <message>
        <source>Clear Board</source>
        <translation>Xóa bàn cờ</translation>
    </message>
    <message>
        <source>Start Position</source>
        <translation>Thế cờ ban đầu</translation>
    </message>
    <message>
        <source>Side to Move</source>
        <translation>Bên đi</translation>
    </message>
    <message>
        <source>Rights</source>
        <translation>Quyền</translation>
    </message>
    <message>
        <source>Place Board</source>
        <translation>Đặt bàn tấn công</translation>
    </message>
    <message>
        <source>Move Board</source>
        <translation>Di chuyển bàn tấn công</translation>
    </message>
    <message>
        <source>Remove Board</source>
        <translation>Bỏ bàn tấn công</translation>
    </message>
    <message>
        <source>Paste Position</source>
        <translation>Dán thế cờ</translation>
    </message>
</context>
<context>
    <name>trellis::PositionModel</name>
    <message numerus="yes">
        <source>Preview, %n turn(s) ahead: </source>
        <translation>
            <numerusform>Xem trước %n nước đi tiếp theo: </numerusform>
        </translation>
    </message>
    <message>
        <source>Checkmate: %1 wins</source>
        <translation>Chiếu hết: %1 thắng</translation>
    </message>
    <message>
        <source>%1 wins</source>
        <translation>%1 thắng</translation>
    </message>
    <message>
        <source>Stalemate: draw</source>
        <translation>Hết nước: hòa</translation>
    </message>
    <message>
        <source>Draw: neither side can mate</source>
        <translation>Hòa: không bên nào có thể chiếu hết</translation>
    </message>
    <message>
        <source>Draw: only the commanders are left</source>
        <translation>Hòa: chỉ còn lại hai Tư lệnh</translation>
    </message>
    <message>
        <source>Draw by the fifty-move rule</source>
        <translation>Hòa theo luật 50 nước</translation>
    </message>
    <message>
        <source>%1 to move, in check</source>
        <translation>%1 đi, đang bị chiếu</translation>
    </message>
    <message>
        <source>%1 to move</source>
        <translation>%1 đi</translation>
    </message>
    <message>
        <source> (threefold repetition: draw may be claimed)</source>
        <translation> (lặp lại ba lần: có thể yêu cầu hòa)</translation>
    </message>
    <message>
        <source> (fifty-move rule: draw may be claimed)</source>
        <translation> (luật 50 nước: có thể yêu cầu hòa)</translation>
    </message>
    <message>
        <source>There is no such square.</source>
        <translation>Không có ô này.</translation>
    </message>
    <message>
        <source>The game is over: %1.</source>
        <translation>Ván cờ đã kết thúc: %1.</translation>
    </message>
    <message>
        <source>%1 is empty: pick one of your pieces.</source>
        <translation>%1 đang trống: hãy chọn một quân của bạn.</translation>
    </message>
    <message>
        <source>It is %1&apos;s turn.</source>
        <translation>Đến lượt %1 đi.</translation>
    </message>
    <message>
        <source>Only the pieces of the deploying stack may move now.</source>
        <translation>Lúc này chỉ các quân của chồng đang bày mới được đi.</translation>
    </message>
    <message>
        <source>The piece on %1 has no legal move%2.</source>
        <translation>Quân ở %1 không có nước đi hợp lệ nào%2.</translation>
    </message>
    <message>
        <source> (your king is in check)</source>
        <translation> (Vua của bạn đang bị chiếu)</translation>
    </message>
    <message>
        <source>Whole stack</source>
        <translation>Cả chồng</translation>
    </message>
    <message>
        <source>%1 on %2: click where it goes.</source>
        <translation>%1 ở %2: nhấp vào ô cần đến.</translation>
    </message>
    <message>
        <source>The board on %1 cannot move now: a board moves only when it carries at most one piece, by the side of that piece (or its owner when empty), to a free adjacent pin.</source>
        <translation>Bàn ở %1 lúc này không di chuyển được: một bàn tấn công chỉ di chuyển khi mang tối đa một quân, do bên có quân đó (hoặc chủ bàn nếu bàn trống) đi, đến một chốt cắm trống liền kề.</translation>
    </message>
    <message>
        <source>whole stack to %1, as a deploy</source>
        <translation>cả chồng đến %1, dưới dạng bày quân</translation>
    </message>
    <message>
        <source>whole stack to %1</source>
        <translation>cả chồng đến %1</translation>
    </message>
    <message>
        <source>%1 carries %2 to %3</source>
        <translation>%1 mang %2 đến %3</translation>
    </message>
    <message>
        <source>%1 to %2</source>
        <translation>%1 đến %2</translation>
    </message>
    <message>
        <source>%1 alone to %2</source>
        <translation>riêng %1 đến %2</translation>
    </message>
    <message>
        <source>That turn is not legal.</source>
        <translation>Nước đi đó không hợp lệ.</translation>
    </message>
    <message>
        <source>The deploy cannot be committed yet: the piece left behind must be able to stand there and your commander must be safe.</source>
        <translation>Chưa thể xác nhận bày quân: quân ở lại phải được phép đứng ở đó và Tư lệnh của bạn phải an toàn.</translation>
    </message>
    <message>
        <source>The deploy was not played: it is not a legal turn in the game&apos;s current position. Cancel it or go on deploying.</source>
        <translation>Lượt bày quân chưa được đi: nó không phải là nước đi hợp lệ trong thế cờ hiện tại của ván. Hãy hủy hoặc tiếp tục bày quân.</translation>
    </message>
    <message>
        <source>Deploy cancelled.</source>
        <translation>Đã hủy bày quân.</translation>
    </message>
    <message>
        <source>commit, or move another piece of the stack</source>
        <translation>xác nhận, hoặc đi một quân khác của chồng</translation>
    </message>
    <message>
        <source>move another piece of the stack</source>
        <translation>đi một quân khác của chồng</translation>
    </message>
    <message numerus="yes">
        <source>Deploying: %n step(s) played; %1</source>
        <translation>
            <numerusform>Đang bày quân: đã đi %n bước; %1</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>trellis::PuzzleCheck</name>
    <message>
        <source>A sound puzzle. Solution: %1</source>
        <translation>Câu đố hợp lệ. Lời giải: %1</translation>
    </message>
    <message>
        <source>Not a puzzle: %1</source>
        <translation>Không phải câu đố: %1</translation>
    </message>
    <message numerus="yes">
        <source>Not unique: %n other turn(s) reach the goal: %1.</source>
        <translation>
            <numerusform>Không duy nhất: %n nước đi khác cũng đạt được mục tiêu: %1.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>trellis::PuzzleSession</name>
    <message>
        <source>The collection has no puzzle with a solution.</source>
        <translation>Bộ sưu tập không có câu đố nào có lời giải.</translation>
    </message>
    <message>
        <source>find the best line</source>
        <translation>tìm biến tốt nhất</translation>
    </message>
    <message>
        <source>Collection done: %1 of %2 solved at the first try.</source>
        <translation>Đã xong bộ sưu tập: giải đúng ngay lần đầu %1 / %2 câu.</translation>
    </message>
    <message>
        <source>Puzzle %1 of %2 · %3 for %4 · misses: %5</source>
        <translation>Câu đố %1 / %2 · %3 cho %4 · số lần sai: %5</translation>
    </message>
    <message>
        <source>Right.</source>
        <translation>Đúng.</translation>
    </message>
    <message>
        <source>Not this one: try again.</source>
        <translation>Không phải nước này: hãy thử lại.</translation>
    </message>
    <message>
        <source>The solution&apos;s next turn is not legal here.</source>
        <translation>Nước đi tiếp theo của lời giải không hợp lệ ở đây.</translation>
    </message>
    <message>
        <source>solution shown</source>
        <translation>đã xem lời giải</translation>
    </message>
    <message>
        <source>solved at the first try</source>
        <translation>giải đúng ngay lần đầu</translation>
    </message>
    <message>
        <source>solved</source>
        <translation>đã giải</translation>
    </message>
    <message>
        <source>The result could not be kept: %1</source>
        <translation>Không lưu được kết quả: %1</translation>
    </message>
    <message>
        <source>Solved!</source>
        <translation>Đã giải xong!</translation>
    </message>
    <message>
        <source>The solution is played on the board.</source>
        <translation>Lời giải đang được đi trên bàn cờ.</translation>
    </message>
    <message>
        <source>That was the solution.</source>
        <translation>Đó là lời giải.</translation>
    </message>
    <message>
        <source>Hint: move the piece on %1.</source>
        <translation>Gợi ý: hãy đi quân ở %1.</translation>
    </message>
    <message>
        <source>Hint: move the attack board on %1.</source>
        <translation>Gợi ý: hãy di chuyển bàn tấn công ở %1.</translation>
    </message>
</context>
<context>
    <name>trellis::RepertoireSession</name>
    <message>
        <source>The game has no line with a turn of %1 to learn.</source>
        <translation>Ván cờ không có biến nào có nước đi của %1 để học.</translation>
    </message>
    <message>
        <source>The progress cannot be read: %1</source>
        <translation>Không đọc được tiến độ: %1</translation>
    </message>
    <message>
        <source>Session done: %1 of %2 lines without a miss.</source>
        <translation>Đã xong buổi luyện: %1 / %2 biến không sai lần nào.</translation>
    </message>
    <message>
        <source>Line %1 of %2 · misses: %3</source>
        <translation>Biến %1 / %2 · số lần sai: %3</translation>
    </message>
    <message>
        <source>Your move as %1</source>
        <translation>Đến lượt bạn, cầm quân %1</translation>
    </message>
    <message>
        <source>The repertoire&apos;s next turn is not legal here: go on to the next line.</source>
        <translation>Nước đi tiếp theo của vốn khai cuộc không hợp lệ ở đây: hãy chuyển sang biến tiếp theo.</translation>
    </message>
    <message>
        <source>Wrong: the repertoire plays %1</source>
        <translation>Sai: vốn khai cuộc đi %1</translation>
    </message>
    <message>
        <source>The repertoire plays %1</source>
        <translation>Vốn khai cuộc đi %1</translation>
    </message>
    <message>
        <source>Line learnt</source>
        <translation>Đã thuộc biến này</translation>
    </message>
    <message>
        <source>1 miss: the line again, without a miss</source>
        <translation>Sai 1 lần: đi lại biến này, không được sai</translation>
    </message>
    <message>
        <source>%1 misses: the line again, without a miss</source>
        <translation>Sai %1 lần: đi lại biến này, không được sai</translation>
    </message>
    <message>
        <source>The progress could not be kept: %1</source>
        <translation>Không lưu được tiến độ: %1</translation>
    </message>
    <message>
        <source>All lines trained</source>
        <translation>Đã luyện hết các biến</translation>
    </message>
</context>
<context>
    <name>trellis::SettingsDialog</name>
    <message>
        <source>Settings</source>
        <translation>Cài đặt</translation>
    </message>
    <message>
        <source>Notation of the move list</source>
        <translation>Ký pháp của danh sách nước đi</translation>
    </message>
    <message>
        <source>Board</source>
        <translation>Bàn cờ</translation>
    </message>
    <message>
        <source>&amp;Animate moves (2D and 3D)</source>
        <translation>&amp;Hiệu ứng nước đi (2D và 3D)</translation>
    </message>
    <message>
        <source>See the 2D board from the &amp;second player&apos;s side</source>
        <translation>Xem bàn cờ 2D từ phía người chơi thứ ha&amp;i</translation>
    </message>
    <message>
        <source>Appearance</source>
        <translation>Giao diện</translation>
    </message>
    <message>
        <source>Figurines</source>
        <translation>Hình quân</translation>
    </message>
    <message>
        <source>Letters</source>
        <translation>Chữ cái</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>Chậm</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Bình thường</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Nhanh</translation>
    </message>
    <message>
        <source>Board &amp;colours (chess and Tri-D):</source>
        <translation>&amp;Màu bàn cờ (cờ vua và cờ ba chiều):</translation>
    </message>
    <message>
        <source>&amp;Pieces (chess and Tri-D, 2D):</source>
        <translation>&amp;Quân cờ (cờ vua và cờ ba chiều, 2D):</translation>
    </message>
    <message>
        <source>Animation &amp;speed:</source>
        <translation>&amp;Tốc độ hiệu ứng:</translation>
    </message>
    <message>
        <source>%1 samples</source>
        <translation>%1 mẫu</translation>
    </message>
    <message>
        <source>Off</source>
        <translation>Tắt</translation>
    </message>
    <message>
        <source>3D &amp;antialiasing:</source>
        <translation>&amp;Khử răng cưa 3D:</translation>
    </message>
    <message>
        <source>Engine</source>
        <translation>Máy phân tích</translation>
    </message>
    <message>
        <source>Search threads (this computer has %1 cores); one thread gives the same analysis every time</source>
        <translation>Số luồng tìm kiếm (máy tính này có %1 lõi); với một luồng, kết quả phân tích luôn giống nhau</translation>
    </message>
    <message>
        <source> MB</source>
        <translation> MB</translation>
    </message>
    <message>
        <source>Memory for the table of positions the engine has searched</source>
        <translation>Bộ nhớ cho bảng các thế cờ mà máy phân tích đã tìm kiếm</translation>
    </message>
    <message>
        <source>&amp;Threads:</source>
        <translation>&amp;Luồng:</translation>
    </message>
    <message>
        <source>&amp;Hash size:</source>
        <translation>Kích thước h&amp;ash:</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>&amp;Ngôn ngữ:</translation>
    </message>
</context>
<context>
    <name>trellis::ShortcutsDialog</name>
    <message>
        <source>Keyboard Shortcuts</source>
        <translation>Phím tắt</translation>
    </message>
    <message>
        <source>Menu</source>
        <translation>Trình đơn</translation>
    </message>
    <message>
        <source>Action</source>
        <translation>Thao tác</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>Phím</translation>
    </message>
    <message>
        <source>Menus</source>
        <translation>Các trình đơn</translation>
    </message>
    <message>
        <source>Boards</source>
        <translation>Các bàn cờ</translation>
    </message>
    <message>
        <source>Board</source>
        <translation>Bàn cờ</translation>
    </message>
    <message>
        <source>Pick a piece, then its target</source>
        <translation>Chọn một quân, rồi chọn ô đích</translation>
    </message>
    <message>
        <source>Click, click</source>
        <translation>Nhấp, rồi nhấp</translation>
    </message>
    <message>
        <source>Draw an arrow (green; red, blue, yellow)</source>
        <translation>Vẽ mũi tên (xanh lá; đỏ, xanh dương, vàng)</translation>
    </message>
    <message>
        <source>Right-drag (with Shift, Ctrl, Alt)</source>
        <translation>Kéo chuột phải (kèm Shift, Ctrl, Alt)</translation>
    </message>
    <message>
        <source>Mark a square (green; red, blue, yellow)</source>
        <translation>Đánh dấu ô (xanh lá; đỏ, xanh dương, vàng)</translation>
    </message>
    <message>
        <source>Right-click (with Shift, Ctrl, Alt)</source>
        <translation>Nhấp chuột phải (kèm Shift, Ctrl, Alt)</translation>
    </message>
    <message>
        <source>2D board, move list</source>
        <translation>Bàn cờ 2D, danh sách nước đi</translation>
    </message>
    <message>
        <source>Previous / next turn</source>
        <translation>Nước đi trước / tiếp theo</translation>
    </message>
    <message>
        <source>Wheel</source>
        <translation>Con lăn chuột</translation>
    </message>
    <message>
        <source>3D view</source>
        <translation>Chế độ xem 3D</translation>
    </message>
    <message>
        <source>Orbit / pan</source>
        <translation>Xoay quanh / di chuyển</translation>
    </message>
    <message>
        <source>Drag / right-drag or Shift+drag</source>
        <translation>Kéo / kéo chuột phải hoặc Shift+kéo</translation>
    </message>
    <message>
        <source>Zoom</source>
        <translation>Thu phóng</translation>
    </message>
    <message>
        <source>Wheel, +, -</source>
        <translation>Con lăn chuột, +, -</translation>
    </message>
    <message>
        <source>Turn the camera</source>
        <translation>Xoay camera</translation>
    </message>
    <message>
        <source>Shift+arrow keys</source>
        <translation>Shift+phím mũi tên</translation>
    </message>
</context>
<context>
    <name>trellis::SolvePanel</name>
    <message>
        <source>&amp;Hint</source>
        <translation>&amp;Gợi ý</translation>
    </message>
    <message>
        <source>&amp;Solution</source>
        <translation>&amp;Lời giải</translation>
    </message>
    <message>
        <source>&amp;Next Puzzle</source>
        <translation>Câu đố &amp;tiếp theo</translation>
    </message>
    <message>
        <source>&amp;Commit Deploy</source>
        <translation>&amp;Xác nhận bày quân</translation>
    </message>
    <message>
        <source>Cancel &amp;Deploy</source>
        <translation>Hủy &amp;bày quân</translation>
    </message>
    <message>
        <source>&amp;Leave Puzzles</source>
        <translation>Th&amp;oát giải câu đố</translation>
    </message>
    <message>
        <source>Your turn: %1.</source>
        <translation>Đến lượt bạn: %1.</translation>
    </message>
</context>
<context>
    <name>trellis::StackTokenStrip</name>
    <message>
        <source>%1: pick it, then click where it goes</source>
        <translation>%1: chọn nó, rồi nhấp vào ô cần đến</translation>
    </message>
</context>
<context>
    <name>trellis::TrainPanel</name>
    <message>
        <source>Show &amp;Move</source>
        <translation>Xem &amp;nước đi</translation>
    </message>
    <message>
        <source>&amp;Next Line</source>
        <translation>&amp;Biến tiếp theo</translation>
    </message>
    <message>
        <source>&amp;Commit Deploy</source>
        <translation>&amp;Xác nhận bày quân</translation>
    </message>
    <message>
        <source>Cancel &amp;Deploy</source>
        <translation>Hủy bày &amp;quân</translation>
    </message>
    <message>
        <source>&amp;Stop Training</source>
        <translation>&amp;Dừng luyện tập</translation>
    </message>
</context>
<context>
    <name>trellis::db::DatabaseModel</name>
    <message>
        <source>#</source>
        <translation>#</translation>
    </message>
    <message>
        <source>First player</source>
        <translation>Người chơi 1</translation>
    </message>
    <message>
        <source>Second player</source>
        <translation>Người chơi 2</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Kết quả</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Ngày</translation>
    </message>
    <message>
        <source>Event</source>
        <translation>Giải đấu</translation>
    </message>
    <message>
        <source>Site</source>
        <translation>Địa điểm</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>Vòng</translation>
    </message>
    <message>
        <source>Turns</source>
        <translation>Số nước</translation>
    </message>
    <message>
        <source>Variant</source>
        <translation>Biến thể</translation>
    </message>
</context>
</TS>
