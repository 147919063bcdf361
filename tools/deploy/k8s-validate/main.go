// Command k8s-validate strictly decodes rendered Kubernetes manifests (multi-document YAML
// on stdin, as `kustomize build` prints them) into the real k8s.io/api types, the way the
// API server's strict field validation does: YAML to JSON rejecting duplicate keys, then
// sigs.k8s.io/json, which is case-sensitive (encoding/json would accept
// `readOnlyRootFileSystem`) and reports unknown and duplicate fields. A misspelled or
// misplaced field, or a value of the wrong type, fails here instead of at apply time.
//
// Output: one line per object, "ok <kind>/<name>" or "error <kind>/<name>: <reason>";
// the exit code is 1 when any object failed, 2 when the input could not be read.
package main

import (
	"bufio"
	"bytes"
	"errors"
	"fmt"
	"io"
	"os"
	"strings"

	appsv1 "k8s.io/api/apps/v1"
	autoscalingv2 "k8s.io/api/autoscaling/v2"
	corev1 "k8s.io/api/core/v1"
	networkingv1 "k8s.io/api/networking/v1"
	policyv1 "k8s.io/api/policy/v1"
	utilyaml "k8s.io/apimachinery/pkg/util/yaml"
	kjson "sigs.k8s.io/json"
	"sigs.k8s.io/yaml"
)

// kinds lists every apiVersion/kind the manifests may use. An object of any other kind is
// an error: the set is kept deliberately small so a new kind is a conscious addition here.
var kinds = map[string]func() any{
	"v1/ConfigMap":                           func() any { return &corev1.ConfigMap{} },
	"v1/Secret":                              func() any { return &corev1.Secret{} },
	"v1/Service":                             func() any { return &corev1.Service{} },
	"v1/PersistentVolumeClaim":               func() any { return &corev1.PersistentVolumeClaim{} },
	"v1/ServiceAccount":                      func() any { return &corev1.ServiceAccount{} },
	"apps/v1/Deployment":                     func() any { return &appsv1.Deployment{} },
	"policy/v1/PodDisruptionBudget":          func() any { return &policyv1.PodDisruptionBudget{} },
	"autoscaling/v2/HorizontalPodAutoscaler": func() any { return &autoscalingv2.HorizontalPodAutoscaler{} },
	"networking.k8s.io/v1/NetworkPolicy":     func() any { return &networkingv1.NetworkPolicy{} },
	"networking.k8s.io/v1/Ingress":           func() any { return &networkingv1.Ingress{} },
}

type header struct {
	APIVersion string `json:"apiVersion"`
	Kind       string `json:"kind"`
	Metadata   struct {
		Name string `json:"name"`
	} `json:"metadata"`
}

func main() {
	failed, err := validate(os.Stdin, os.Stdout)
	if err != nil {
		fmt.Fprintln(os.Stderr, "k8s-validate:", err)
		os.Exit(2)
	}
	if failed {
		os.Exit(1)
	}
}

func validate(in io.Reader, out io.Writer) (failed bool, err error) {
	reader := utilyaml.NewYAMLReader(bufio.NewReader(in))
	count := 0
	for {
		doc, err := reader.Read()
		if errors.Is(err, io.EOF) {
			break
		}
		if err != nil {
			return failed, err
		}
		if len(bytes.TrimSpace(doc)) == 0 {
			continue
		}
		count++
		if problem := check(doc, out); problem {
			failed = true
		}
	}
	if count == 0 {
		return failed, errors.New("no objects on stdin")
	}
	return failed, nil
}

func check(doc []byte, out io.Writer) (failed bool) {
	var h header
	if err := yaml.Unmarshal(doc, &h); err != nil {
		fmt.Fprintf(out, "error ?: %v\n", err)
		return true
	}
	id := fmt.Sprintf("%s/%s", h.Kind, h.Metadata.Name)
	newObject, known := kinds[h.APIVersion+"/"+h.Kind]
	if !known {
		fmt.Fprintf(out, "error %s: unsupported apiVersion/kind %s/%s\n", id, h.APIVersion, h.Kind)
		return true
	}
	if err := decodeStrict(doc, newObject()); err != nil {
		fmt.Fprintf(out, "error %s: %v\n", id, err)
		return true
	}
	fmt.Fprintf(out, "ok %s\n", id)
	return false
}

func decodeStrict(doc []byte, into any) error {
	data, err := yaml.YAMLToJSONStrict(doc)
	if err != nil {
		return err
	}
	strict, err := kjson.UnmarshalStrict(data, into, kjson.DisallowDuplicateFields, kjson.DisallowUnknownFields)
	if err != nil {
		return err
	}
	if len(strict) == 0 {
		return nil
	}
	problems := make([]string, len(strict))
	for i, e := range strict {
		problems[i] = e.Error()
	}
	return errors.New(strings.Join(problems, "; ")) // one line per object
}
