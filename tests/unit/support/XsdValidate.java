// Validates XML files against an XSD with the JDK's own validator, for tests on machines that
// have a JDK but neither xmllint nor the xmllint-wasm package (see tests/unit/support/xsd.ts).
// Usage: java XsdValidate.java schema.xsd file.xml...   Prints "file: error" lines; exit 1 on errors.
import java.io.File;
import javax.xml.XMLConstants;
import javax.xml.transform.stream.StreamSource;
import javax.xml.validation.SchemaFactory;
import javax.xml.validation.Validator;
import org.xml.sax.SAXParseException;

public class XsdValidate {
  public static void main(String[] args) throws Exception {
    SchemaFactory factory = SchemaFactory.newInstance(XMLConstants.W3C_XML_SCHEMA_NS_URI);
    var schema = factory.newSchema(new File(args[0]));
    boolean failed = false;
    for (int index = 1; index < args.length; index += 1) {
      Validator validator = schema.newValidator();
      validator.setProperty(XMLConstants.ACCESS_EXTERNAL_DTD, "");
      try {
        validator.validate(new StreamSource(new File(args[index])));
      } catch (SAXParseException error) {
        failed = true;
        System.out.println(args[index] + ": line " + error.getLineNumber() + ": " + error.getMessage());
      }
    }
    System.exit(failed ? 1 : 0);
  }
}
